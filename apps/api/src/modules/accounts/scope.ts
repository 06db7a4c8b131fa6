import { Role, type RoleCode } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { scopeOfRole } from '../../registry/scope';
import type { CallerScope } from '../../registry/types';

/**
 * The caller's scope (decision 0023), resolved once per request when the session is authenticated and carried on
 * the `Caller`: only a provincial reviewer's needs the database (the province they review).
 */
export async function resolveScope(db: Database, userId: number, role: RoleCode): Promise<CallerScope> {
  if (role !== Role.ProvincialReviewer) return scopeOfRole(userId, role);
  const [row] = await db.select({ provinceCode: users.reviewProvinceId }).from(users).where(eq(users.id, userId));
  return { kind: 'province', provinceCode: row?.provinceCode ?? null };
}
