import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Collapse = (elementReact as unknown as ElementReactModule).Collapse;
