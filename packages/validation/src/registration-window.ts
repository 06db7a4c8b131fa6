/**
 * Where a test class stands for sign-up (req: states.md#test-class-registration-phase; sign-up opens at
 * `registration_start_time`; decision 0010): stopped by its institution (`isStop`), not yet open, open, or closed.
 * The service's `TestApplication/CheckApply` uses {@link registrationPhase} as the authority (不在当前报名时间范围内);
 * the test-class cards use {@link registrationState} so they do not offer a 报名 the service would refuse.
 */
export type RegistrationState = 'open' | 'stopped' | 'upcoming' | 'closed';

/** Where `now` falls against a registration window alone, whatever `isStop`. */
export type RegistrationPhase = Exclude<RegistrationState, 'stopped'>;

/** What the test class list answer carries about sign-up (`TestClassItem` of `TestClass/GetExaminerClassList`). */
export interface RegistrationWindow {
  isStop: boolean;
  /** Wire time `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall time. */
  registration_start_time: string;
  /** Wire time `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall time. */
  registration_end_time: string;
}

/** The sign-up button's text per state; only 'open' leaves the button enabled. */
export const SIGN_UP_BUTTON_LABELS: Record<RegistrationState, string> = {
  open: '报名',
  stopped: '已停止报名',
  upcoming: '未开始报名',
  closed: '报名已结束',
};

/** Who stops a training class's sign-up (a test class's is stopped by its test institution). */
export const TRAINING_ORGANISER = '主办方';

/**
 * Why sign-up is not open, said beside the disabled button (issue 28 point 10: 已停止报名 says why), or null while open.
 * `stoppedBy` names who stopped it: the test institution for a test class, the organiser for a training class.
 * Times are the wire's Asia/Shanghai wall time to the minute. A full class is not known to the lists (they carry no
 * seats left); the service says 该测试班报名名额已满 when the sign-up is tried.
 */
export function registrationReason(item: RegistrationWindow, now: number, stoppedBy = '测试机构'): string | null {
  const state = registrationState(item, now);
  if (state === 'stopped') return `${stoppedBy}已停止本班报名`;
  if (state === 'upcoming') return `报名将于 ${item.registration_start_time.slice(0, 16)} 开始`;
  if (state === 'closed') return `报名已于 ${item.registration_end_time.slice(0, 16)} 截止`;
  return null;
}

/** A wire time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall time, as the service writes it) → epoch ms. */
export function wireTimeToEpoch(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** `now` against the window from `start` to `end` (epoch ms): both ends count as open. */
export function registrationPhase(start: number, end: number, now: number): RegistrationPhase {
  if (now < start) return 'upcoming';
  if (now > end) return 'closed';
  return 'open';
}

/** A stopped class stays stopped whatever the time; otherwise its {@link registrationPhase}. */
export function registrationState(item: RegistrationWindow, now: number): RegistrationState {
  if (item.isStop) return 'stopped';
  return registrationPhase(wireTimeToEpoch(item.registration_start_time), wireTimeToEpoch(item.registration_end_time), now);
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
