import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import { drawnUntilHydrated } from '../hydrated';
import '../install';
import { drawClosedPicker } from '../server-picker';

const RealDatePicker = (elementReact as unknown as ElementReactModule).DatePicker;

/** Until hydrated, a closed date picker's input (../server-picker.tsx): element's render needs `document`. */
export const DatePicker = drawnUntilHydrated(RealDatePicker, drawClosedPicker(RealDatePicker), 'DatePicker');
