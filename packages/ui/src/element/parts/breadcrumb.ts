import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Breadcrumb = (elementReact as unknown as ElementReactModule).Breadcrumb;
