import { ROLE_HINT_COOKIE } from '@badminton/contracts';
import type { SessionData, SessionStore } from '@badminton/session';

/**
 * The role hint cookie (docs/decisions/0038-personal-centre-loading.md): `bm_role=<role code>` while a session with a
 * role is stored, removed when it ends (sign-out, session expiry, a sign-in without a verified role). The service
 * reads it only to choose which remote's files the HTML of a `/personal/*` path preloads (the member remote for
 * roles 1–2, the institution remote for role 3); it is no credential. A session cookie (no Max-Age): it goes with
 * the browser session, like the session storage the session lives in.
 */

/** The `document.cookie` assignment for `role` (null: the removal). */
export function roleHintCookie(role: number | null): string {
  const attributes = 'Path=/; SameSite=Lax';
  return role === null ? `${ROLE_HINT_COOKIE}=; ${attributes}; Max-Age=0` : `${ROLE_HINT_COOKIE}=${role}; ${attributes}`;
}

/** The role the hint cookie names in `cookies` (a `document.cookie` string), or null. */
export function readRoleHint(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ROLE_HINT_COOKIE && /^[1-9]$/.test(value ?? '')) return Number(value);
  }
  return null;
}

/** The role the hint should carry: the session's role while signed in (a token), else none. */
export function hintedRole(state: SessionData): number | null {
  return state.token && state.role !== null ? state.role : null;
}

/**
 * Keeps the hint cookie in step with the session store: at once (a boot with a stored session writes it, a boot
 * without one clears a stale hint) and on every change of the signed-in role. Returns the unsubscribe function.
 */
export function startRoleHint(options: { store: SessionStore; document?: Pick<Document, 'cookie'> }): () => void {
  const doc = options.document ?? document;
  const sync = (state: SessionData) => {
    const role = hintedRole(state);
    if (readRoleHint(doc.cookie) !== role) doc.cookie = roleHintCookie(role);
  };
  sync(options.store.getState());
  return options.store.subscribe(sync);
}
