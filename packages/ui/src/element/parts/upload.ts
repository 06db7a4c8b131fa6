import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Upload = (elementReact as unknown as ElementReactModule).Upload;
