import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';

export const Radio = (elementReact as unknown as ElementReactModule).Radio;
