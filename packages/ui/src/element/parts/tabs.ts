import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';

export const Tabs = (elementReact as unknown as ElementReactModule).Tabs;
