import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Tag = (elementReact as unknown as ElementReactModule).Tag;
