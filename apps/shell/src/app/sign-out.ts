import { sessionStore } from '@badminton/session';
import { navigateTo } from './navigation';

/** Logout (spec 000 §4): confirm, clear everything stored, go to /signin. */
export async function requestSignOut(): Promise<void> {
  const { confirm } = await import('@badminton/ui');
  const yes = await confirm('确定要退出登录吗？', '提示');
  if (!yes) return;
  sessionStore.getState().signOut();
  navigateTo('/signin');
}

/** Forced logout when an answer says 请重新登录 (spec 000 §4, §8). */
export async function expireSession(message: string): Promise<void> {
  sessionStore.getState().signOut();
  const { toast } = await import('@badminton/ui');
  toast.error(message);
  navigateTo('/signin');
}
