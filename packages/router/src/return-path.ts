// After sign-in, go where the user was going (issue 28.4, decision 0051). A personal-centre address opened in a new tab
// (sessions are per tab) meets the sign-in screen first; the guard hands the address on as `/signin?redirect=…&role=…`,
// and the sign-in screen returns there with the role the route needs preselected. The address is only ever a
// same-origin relative path: anything else (`//evil.example`, `https://…`, `/\evil`, `javascript:`) is dropped, so the
// parameter cannot become an open redirect.

export const SIGN_IN_ROUTE = '/signin';
/** The query parameters of the sign-in address. */
export const RETURN_PARAM = 'redirect';
export const ROLE_PARAM = 'role';

/** Screens a sign-in must never return to (the account screens themselves). */
const NOT_RETURNED_TO = ['/signin', '/register', '/bindMobile', '/wxsignin'];
const MAX_LENGTH = 2048;

/**
 * `raw` as a same-origin path (`/personal/gradeTestRecord?page=2`), or null: it must start with one `/` (not `//`
 * nor `/\`), hold no control characters or backslashes, stay on the same origin once resolved, and not be an
 * account screen.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (NOT_RETURNED_TO.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that returns to `returnTo` (when safe) with `role` preselected (when given). */
export function signInPath(returnTo?: string | null, role?: number | null): string {
  const params = new URLSearchParams();
  const path = safeReturnPath(returnTo);
  if (path && path !== '/' && path !== '/index') params.set(RETURN_PARAM, path);
  if (role !== null && role !== undefined) params.set(ROLE_PARAM, String(role));
  const query = params.toString();
  return query ? `${SIGN_IN_ROUTE}?${query}` : SIGN_IN_ROUTE;
}

/** The return path and role of a sign-in address's query (each null when absent or unsafe). */
export function readSignInQuery(params: URLSearchParams, roles: readonly number[]): { returnTo: string | null; role: number | null } {
  const role = Number(params.get(ROLE_PARAM));
  return { returnTo: safeReturnPath(params.get(RETURN_PARAM)), role: roles.includes(role) ? role : null };
}
