import * as elementReact from 'element-react';
import type { ElementReactModule } from '../element-react';

const RealLoading = (elementReact as unknown as ElementReactModule).Loading as unknown as new (props: object) => {
  documentBody(): HTMLElement | null;
};

/**
 * element-react's Loading, whose render sets or clears the body's `overflow` (`documentBody()`, a full-screen spinner
 * locks scrolling): on the server there is no body, so it leaves it alone. Its markup does not depend on the document,
 * so the server draws element's own and hydration keeps it (no switch, and its children are never drawn twice).
 */
class ServerSafeLoading extends RealLoading {
  documentBody(): HTMLElement | null {
    return typeof document === 'undefined' ? null : super.documentBody();
  }
}

export const Loading = ServerSafeLoading as unknown as ElementReactModule['Loading'];
