import { AUDIT_CHAIN_PROBLEMS, Role, verifyAuditChainCall } from '@badminton/contracts';
import { toWireDateTime } from '../lib/wire-time';
import type { ModuleDeps } from '../registry/deps';
import { roleCall, type RegisteredCall } from '../registry/types';
import { verifyAuditChain } from './chain';

/**
 * `AdminAudit/VerifyChain` (decision 0065): the national administrator asks the service to walk the decision log
 * again. It reads only, but it is not a render call: the answer is a fresh check every time.
 */
export function adminAuditCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(verifyAuditChainCall, [Role.NationalAdministrator], async () => {
      const verdict = await verifyAuditChain(db);
      const checkedAt = toWireDateTime(clock.now());
      if (verdict.intact) {
        return { intact: true, rows: verdict.rows, head_hash: verdict.head, broken_at_id: null, problem: null, problem_text: null, checked_at: checkedAt };
      }
      return {
        intact: false,
        rows: verdict.rows,
        head_hash: null,
        broken_at_id: verdict.brokenAtId,
        problem: verdict.problem,
        problem_text: AUDIT_CHAIN_PROBLEMS[verdict.problem],
        checked_at: checkedAt,
      };
    }),
  ];
}
