import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Pagination = (elementReact as unknown as ElementReactModule).Pagination;
