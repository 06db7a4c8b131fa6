// The kit's document-wide fixes to element-react's markup, installed once by whichever element component a page
// loads first (every module of ./parts imports this one; it is the kit's one module with side effects besides CSS):
// element's icon buttons get Chinese accessible names (decision 0027); Form.Item labels name their fields, validation
// messages are tied to them and announced, radio groups are one Tab stop with arrow keys, and element dialogs take,
// keep and give back focus (decision 0028).
import { installDialogFocus } from './dialog-focus';
import { installFormFieldAssociation } from './form-fields';
import { installControlNames } from './name-controls';

installControlNames();
installFormFieldAssociation();
installDialogFocus();
