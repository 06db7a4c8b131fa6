import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import { withField } from '../field';
import { drawnUntilHydrated } from '../hydrated';
import { drawClosedPicker } from '../server-picker';

const RealDatePicker = (elementReact as unknown as ElementReactModule).DatePicker;

/** Its Form.Item's field attributes (../field.ts) on its input; until hydrated, a closed date picker's input (../server-picker.tsx): element's render needs `document`. */
export const DatePicker = withField(drawnUntilHydrated(RealDatePicker, drawClosedPicker(RealDatePicker), 'DatePicker'), 'DatePicker');
