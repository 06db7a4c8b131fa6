import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Cascader = (elementReact as unknown as ElementReactModule).Cascader;
