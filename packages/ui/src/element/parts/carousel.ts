import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

export const Carousel = (elementReact as unknown as ElementReactModule).Carousel;
