import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';

export const Dialog = (elementReact as unknown as ElementReactModule).Dialog;
