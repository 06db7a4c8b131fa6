import { CONTRACT_DEPOSIT_FEN, ContractStatus, contractTitle } from '@badminton/contracts';
import { and, count, eq } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { institutionContracts } from '../../db/schema';
import { toWireDate } from '../../lib/wire-time';

/**
 * The cooperation agreement a final qualification approval opens (decision 0077; req: institution.md#contracts): one
 * contract to sign for the approved validity, with the programme's deposit, unless the institution still has one
 * waiting to be signed. Its number is `HT<day><institution, 6 digits><n, 2 digits>` (the institution's n-th contract),
 * unique by construction. Written in the approval's transaction, with its audit row (生成合同). Answers the number,
 * or null when a contract was already waiting.
 */
export async function openContract(
  tx: Database,
  input: { institutionUserId: number; validity: { start: string; end: string }; actor: { userId: number; role: number }; at: Date },
): Promise<string | null> {
  const mine = eq(institutionContracts.institutionUserId, input.institutionUserId);
  const [waiting] = await tx
    .select({ id: institutionContracts.id })
    .from(institutionContracts)
    .where(and(mine, eq(institutionContracts.resultCode, ContractStatus.Signing)))
    .limit(1);
  if (waiting) return null;
  const [{ n }] = await tx.select({ n: count() }).from(institutionContracts).where(mine);
  const contractId = `HT${toWireDate(input.at).replaceAll('-', '')}${String(input.institutionUserId).padStart(6, '0')}${String(n + 1).padStart(2, '0')}`;
  const docTitle = contractTitle(input.validity.start, input.validity.end);
  const [row] = await tx
    .insert(institutionContracts)
    .values({ institutionUserId: input.institutionUserId, contractId, docTitle, depositFen: CONTRACT_DEPOSIT_FEN, createdAt: input.at })
    .returning({ id: institutionContracts.id });
  await appendAudit(tx, {
    workflow: 'contract',
    recordId: row.id,
    actorUserId: input.actor.userId,
    actorRole: input.actor.role,
    fromStatus: '',
    toStatus: String(ContractStatus.Signing),
    action: '生成合同',
    after: { contractId, docTitle, depositFen: CONTRACT_DEPOSIT_FEN },
    changedAt: input.at,
  });
  return contractId;
}
