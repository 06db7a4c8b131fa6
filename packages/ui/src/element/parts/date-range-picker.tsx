import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import { drawnUntilHydrated } from '../hydrated';
import '../install';
import { drawClosedPicker } from '../server-picker';

const RealDateRangePicker = (elementReact as unknown as ElementReactModule).DateRangePicker;

/** Until hydrated, a closed date range picker's input (../server-picker.tsx): element's render needs `document`. */
export const DateRangePicker = drawnUntilHydrated(RealDateRangePicker, drawClosedPicker(RealDateRangePicker), 'DateRangePicker');
