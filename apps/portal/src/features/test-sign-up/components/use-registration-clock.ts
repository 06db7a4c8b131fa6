import { useEffect, useState } from 'react';
import { nextRegistrationChange, type RegistrationWindow } from '@badminton/validation';

/** Re-check at least this often (a long timer can be lost to a sleeping device or a changed clock). */
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * The time to compute the shown classes' sign-up states at: now, and the page renders again when one of them
 * opens or closes, so a button left on screen turns from 未开始报名 to 报名 (or from 报名 to 报名已结束) on time.
 */
export function useRegistrationClock(items: readonly RegistrationWindow[]): number {
  const [tick, setTick] = useState(0);
  const now = Date.now();
  const next = nextRegistrationChange(items, now);
  // Keyed on `tick` too: after a capped wait the next change may still be the same moment.
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setTick((count) => count + 1), Math.min(Math.max(next - Date.now(), 0), MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [next, tick]);
  return now;
}
