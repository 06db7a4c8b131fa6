// The declaration of element's icon module must reach every program that compiles this file (the apps compile the
// kit's sources with their own tsconfig), hence a reference rather than an import.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="../element-assets.d.ts" />
// element-theme's toast icons (data URLs), for the kit's own toasts (feedback/toast-host.ts).
import * as messageIconUrls from 'element-react/src/message/assets.js';

export const messageIcons = {
  success: messageIconUrls.success,
  warning: messageIconUrls.warning,
  error: messageIconUrls.error,
  info: messageIconUrls.info,
};
