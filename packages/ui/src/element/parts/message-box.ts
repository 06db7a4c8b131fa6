import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';

export const MessageBox = (elementReact as unknown as ElementReactModule).MessageBox;
