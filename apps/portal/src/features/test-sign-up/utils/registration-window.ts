import type { TestClassItem } from '@badminton/contracts';

/**
 * Where a test class stands for sign-up, from what the list answer carries (spec 000 §3, §4;
 * product-decisions §4: sign-up opens at `registration_start_time`): stopped by its institution (`isStop`),
 * not yet open, open, or closed. `TestApplication/CheckApply` stays the authority; this only keeps the
 * card from offering a 报名 the service would refuse with 不在当前报名时间范围内.
 */
export type RegistrationState = 'open' | 'stopped' | 'upcoming' | 'closed';

export type RegistrationWindow = Pick<TestClassItem, 'isStop' | 'registration_start_time' | 'registration_end_time'>;

/** The sign-up button's text per state; only 'open' leaves the button enabled. */
export const SIGN_UP_BUTTON_LABELS: Record<RegistrationState, string> = {
  open: '报名',
  stopped: '已停止报名',
  upcoming: '未开始报名',
  closed: '报名已结束',
};

/** A wire time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall time, as the service writes it) → epoch ms. */
export function wireTimeToEpoch(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** Both window ends count as open, as in the service's check. A stopped class stays stopped whatever the time. */
export function registrationState(item: RegistrationWindow, now: number): RegistrationState {
  if (item.isStop) return 'stopped';
  if (now < wireTimeToEpoch(item.registration_start_time)) return 'upcoming';
  if (now > wireTimeToEpoch(item.registration_end_time)) return 'closed';
  return 'open';
}

/** The next moment after `now` at which one of `items` changes state (opens or closes); `null` when none will. */
export function nextRegistrationChange(items: readonly RegistrationWindow[], now: number): number | null {
  let next: number | null = null;
  for (const item of items) {
    if (item.isStop) continue;
    // Opens at the start; closes one millisecond after the end.
    for (const moment of [wireTimeToEpoch(item.registration_start_time), wireTimeToEpoch(item.registration_end_time) + 1]) {
      if (moment > now && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
