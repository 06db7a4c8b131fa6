import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';
import '../install';
import { revealOnRefusal } from '../reveal-error';

export const Form = (elementReact as unknown as ElementReactModule).Form;
// A refused submit scrolls to, focuses and announces its first field in error (issue 28.2).
revealOnRefusal(Form as unknown as Parameters<typeof revealOnRefusal>[0]);
