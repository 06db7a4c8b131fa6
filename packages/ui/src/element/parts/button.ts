import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Button = (elementReact as unknown as ElementReactModule).Button;
