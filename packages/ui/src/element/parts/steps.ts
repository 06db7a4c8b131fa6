import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Steps = (elementReact as unknown as ElementReactModule).Steps;
