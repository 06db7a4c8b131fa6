import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutionProfiles } from '../../db/schema';
import { BusinessError } from '../../lib/errors';

/**
 * The qualification gate (req: institution.md#qualification-gate): an institution whose qualification
 * (`institution_profiles.approval_status`) is not 3 (final review passed) may not use the test list, complaint
 * handling or the order centre. Every gated call asks here first, so the rule holds on the server whatever the screen
 * shows. One home for the rule: screens read `approval_status` from the qualification call, never decide alone.
 */
export const QUALIFICATION_PASSED = 3;

/** The warning on a gated page. */
export const QUALIFICATION_GATE_MESSAGE = '请通过资质申请';
/** The answer to a gated action. */
export const QUALIFICATION_ACTION_MESSAGE = '还未通过审核，请通过审核后操作';

export async function qualificationStatus(db: Database, institutionUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ approvalStatus: institutionProfiles.approvalStatus })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.userId, institutionUserId))
    .limit(1);
  return row?.approvalStatus ?? null;
}

export function isQualified(approvalStatus: number | null | undefined): boolean {
  return approvalStatus === QUALIFICATION_PASSED;
}

/** Refuses a gated call of an institution that has not passed: `message` is the page's warning or the action's. */
export async function requireQualified(
  db: Database,
  institutionUserId: number,
  message: string = QUALIFICATION_ACTION_MESSAGE,
): Promise<void> {
  if (!isQualified(await qualificationStatus(db, institutionUserId))) throw new BusinessError(message);
}
