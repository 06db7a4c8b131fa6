import { z } from 'zod';
import { defineCall } from '../define';
import { wireDateTime } from '../envelope-schemas';
import { AUDIT_CHAIN_PROBLEMS, type AuditChainProblem } from './admin-audit-constants';

/**
 * The tamper-evident decision log (issue 26 "Audit"; decision 0065; req: back-office.md#back-office-roles): every
 * decision is a `status_audit` row whose hash covers the previous row's hash and its own content. This call walks the
 * whole chain again and says whether it holds, or the first row that does not. The national administrator's alone.
 */

export const verifyAuditChainCall = defineCall({
  path: 'AdminAudit/VerifyChain',
  summary: '校验审计日志链：重新计算每条审计记录的哈希，返回链是否完整，或第一条校验不通过的记录',
  input: z.object({}),
  output: z.object({
    intact: z.boolean(),
    rows: z.number().int().describe('已校验的记录条数（不完整时为校验到的条数）'),
    head_hash: z.string().nullable().describe('链尾哈希（完整时）'),
    broken_at_id: z.number().int().nullable().describe('第一条校验不通过的审计记录编号'),
    problem: z.enum(['unchained', 'link', 'content'] satisfies AuditChainProblem[]).nullable().describe(Object.values(AUDIT_CHAIN_PROBLEMS).join('；')),
    problem_text: z.string().nullable(),
    checked_at: wireDateTime,
  }),
});
