import { storage } from '@badminton/session';

/** Session-storage entry (`BADMINTON_pendingBind`) that carries an unverified sign-in to /bindMobile. */
export const PENDING_BIND_KEY = 'pendingBind';

export interface PendingBind {
  userId: number | string;
  bindTicket: string;
}

export function savePendingBind(value: PendingBind): void {
  storage.set(PENDING_BIND_KEY, value);
}

export function readPendingBind(): PendingBind | null {
  const value = storage.get<Partial<PendingBind>>(PENDING_BIND_KEY);
  if (!value || typeof value !== 'object') return null;
  const { userId, bindTicket } = value;
  if ((typeof userId !== 'number' && typeof userId !== 'string') || userId === '') return null;
  if (typeof bindTicket !== 'string' || bindTicket === '') return null;
  return { userId, bindTicket };
}

export function clearPendingBind(): void {
  storage.remove(PENDING_BIND_KEY);
}
