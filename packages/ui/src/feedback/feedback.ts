import { messageIcons, MessageBox } from '../element/element';
import { createFeedback } from './create-feedback';

export { NOTIFY_DURATION_MS, TOAST_DURATION_MS } from './create-feedback';

/** The kit's feedback over its own element-react (see create-feedback.ts). */
export const { toast, notify, confirm } = createFeedback({ messageIcons, MessageBox });
