import { ContractStatus as S, Role } from '@badminton/contracts';
import { defineWorkflow, SYSTEM } from './define';

/**
 * Institution contract signing (req: states.md#contract-status): the e-sign provider's callback answers
 * `result_code` 3000 (signed) or 3001 (failed); the institution may sign a failed contract again.
 */
export const contractWorkflow = defineWorkflow('contract', [
  { from: S.Signing, to: S.Signed, roles: [SYSTEM], action: '签署成功' },
  { from: S.Signing, to: S.Failed, roles: [SYSTEM], action: '签署失败' },
  { from: S.Failed, to: S.Signing, roles: [Role.Institution], action: '机构重新签署' },
]);
