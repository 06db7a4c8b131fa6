import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const MessageBox = (elementReact as unknown as ElementReactModule).MessageBox;
