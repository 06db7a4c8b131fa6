import { RealNameStatus as S } from '@badminton/contracts';
import { defineWorkflow, SYSTEM } from './define';

/**
 * An institution's enterprise real-name verification attempt (req: states.md#real-name-state; decision 0058): only the
 * e-sign platform's verified callback settles it. 重新认证 starts a new attempt (a new record), never reopens one.
 */
export const realNameWorkflow = defineWorkflow('realName', [
  { from: S.Verifying, to: S.Passed, roles: [SYSTEM], action: '实名认证通过' },
  { from: S.Verifying, to: S.Failed, roles: [SYSTEM], action: '实名认证未通过' },
]);
