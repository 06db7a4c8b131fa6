import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import { withField } from '../field';

/** element-react's Input, as element draws it (no field attributes): the kit's server drawings of Select and the pickers. */
export const ElementInput = (elementReact as unknown as ElementReactModule).Input;

/** element-react's Input with its Form.Item's field attributes (../field.ts): its label names it, its message describes it. */
export const Input = withField(ElementInput, 'Input');
