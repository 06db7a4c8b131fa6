// The element-react services the kit's feedback renders with, for a host that binds `createFeedback` itself: the
// shell imports this module lazily on its first message, so element-react's message box stays off its first paint
// (decisions 0012, 0029). Screens use `toast`/`confirm` of `@badminton/ui`, already bound.
import { messageIcons, MessageBox } from '../element/element';
import type { FeedbackElements } from './create-feedback';

export const feedbackElements: FeedbackElements = { messageIcons, MessageBox };
