import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import { withField } from '../field';
import { drawnUntilHydrated } from '../hydrated';
import { drawClosedPicker } from '../server-picker';

const RealDateRangePicker = (elementReact as unknown as ElementReactModule).DateRangePicker;

/** Its Form.Item's field attributes (../field.ts) on its input; until hydrated, a closed date range picker's input (../server-picker.tsx): element's render needs `document`. */
export const DateRangePicker = withField(drawnUntilHydrated(RealDateRangePicker, drawClosedPicker(RealDateRangePicker), 'DateRangePicker'), 'DateRangePicker');
