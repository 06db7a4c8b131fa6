import { describe, expect, it } from 'vitest';
import {
  nextRegistrationChange,
  registrationPhase,
  registrationReason,
  registrationState,
  SIGN_UP_BUTTON_LABELS,
  wireTimeToEpoch,
  type RegistrationWindow,
} from './registration-window';

const WINDOW: RegistrationWindow = {
  isStop: false,
  registration_start_time: '2026-11-01 09:00:00',
  registration_end_time: '2026-11-20 18:00:00',
};
const at = (instant: string) => Date.parse(instant);

describe('wireTimeToEpoch', () => {
  it('reads the wire time as Asia/Shanghai wall time', () => {
    expect(wireTimeToEpoch('2026-11-01 09:00:00')).toBe(at('2026-11-01T01:00:00Z'));
  });
});

describe('registrationPhase', () => {
  const start = at('2026-11-01T01:00:00Z');
  const end = at('2026-11-20T10:00:00Z');

  it.each([
    ['2026-11-01T00:59:59.999Z', 'upcoming'],
    ['2026-11-01T01:00:00Z', 'open'],
    ['2026-11-10T12:00:00Z', 'open'],
    ['2026-11-20T10:00:00Z', 'open'],
    ['2026-11-20T10:00:00.001Z', 'closed'],
  ] as const)('at %s is %s (both ends open)', (now, phase) => {
    expect(registrationPhase(start, end, at(now))).toBe(phase);
  });
});

describe('registrationState', () => {
  it('is upcoming before the start', () => {
    expect(registrationState(WINDOW, at('2026-11-01T00:59:59Z'))).toBe('upcoming');
  });

  it('is open from the start to the end, both included', () => {
    expect(registrationState(WINDOW, at('2026-11-01T01:00:00Z'))).toBe('open');
    expect(registrationState(WINDOW, at('2026-11-10T12:00:00Z'))).toBe('open');
    expect(registrationState(WINDOW, at('2026-11-20T10:00:00Z'))).toBe('open');
  });

  it('is closed after the end', () => {
    expect(registrationState(WINDOW, at('2026-11-20T10:00:01Z'))).toBe('closed');
  });

  it('is stopped whenever isStop is set, inside or outside the window', () => {
    for (const now of ['2026-10-01T00:00:00Z', '2026-11-10T00:00:00Z', '2026-12-01T00:00:00Z']) {
      expect(registrationState({ ...WINDOW, isStop: true }, at(now))).toBe('stopped');
    }
  });

  it('labels every state; 报名 only when open', () => {
    expect(SIGN_UP_BUTTON_LABELS).toEqual({ open: '报名', stopped: '已停止报名', upcoming: '未开始报名', closed: '报名已结束' });
  });
});

describe('nextRegistrationChange', () => {
  const later: RegistrationWindow = { isStop: false, registration_start_time: '2026-12-01 09:00:00', registration_end_time: '2026-12-20 18:00:00' };

  it('is the nearest opening or closing still ahead', () => {
    expect(nextRegistrationChange([later, WINDOW], at('2026-10-01T00:00:00Z'))).toBe(at('2026-11-01T01:00:00Z'));
    expect(nextRegistrationChange([later, WINDOW], at('2026-11-05T00:00:00Z'))).toBe(at('2026-11-20T10:00:00.001Z'));
    expect(nextRegistrationChange([later, WINDOW], at('2026-11-25T00:00:00Z'))).toBe(at('2026-12-01T01:00:00Z'));
  });

  it('is null when every window is over or stopped', () => {
    expect(nextRegistrationChange([WINDOW, { ...later, isStop: true }], at('2026-11-25T00:00:00Z'))).toBeNull();
    expect(nextRegistrationChange([], 0)).toBeNull();
  });
});

describe('registrationReason', () => {
  it('says why sign-up is not open, and nothing while it is', () => {
    expect(registrationReason(WINDOW, at('2026-11-10T00:00:00Z'))).toBeNull();
    expect(registrationReason({ ...WINDOW, isStop: true }, at('2026-11-10T00:00:00Z'))).toBe('测试机构已停止本班报名');
    expect(registrationReason({ ...WINDOW, isStop: true }, at('2026-11-10T00:00:00Z'), '主办方')).toBe('主办方已停止本班报名');
    expect(registrationReason(WINDOW, at('2026-10-31T00:00:00Z'))).toBe('报名将于 2026-11-01 09:00 开始');
    expect(registrationReason(WINDOW, at('2026-11-21T00:00:00Z'))).toBe('报名已于 2026-11-20 18:00 截止');
  });
});
