import { MESSAGES, Role } from '@badminton/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BusinessError } from '../lib/errors';
import type { Caller, CallerScope } from './types';

/**
 * The checks of whose record a call may reach (decision 0023), on the caller's `CallerScope` (`./types.ts`): records
 * already read (`requireX`) and conditions to add to a query (`whereX`).
 */

/** The scope of a role whose scope needs nothing from the database (every role but the provincial reviewer). */
export function scopeOfRole(userId: number, role: Exclude<Caller['role'], typeof Role.ProvincialReviewer>): CallerScope {
  if (role === Role.Institution) return { kind: 'institution', institutionId: userId };
  if (role === Role.NationalAdministrator) return { kind: 'national' };
  return { kind: 'self' };
}

/** The one refusal of a record outside the caller's reach (the same words as a refused role). */
export function forbidden(): BusinessError {
  return new BusinessError(MESSAGES.forbidden);
}

// ------------------------------------------------------------------ records already read

/** A record owned by one user: only that user. */
export function requireOwner(caller: Caller, ownerUserId: number | null | undefined): void {
  if (ownerUserId !== caller.userId) throw forbidden();
}

/** A record of one institution: only that institution's account. */
export function requireInstitution(caller: Caller, institutionId: number | null | undefined): void {
  if (caller.scope.kind !== 'institution' || caller.scope.institutionId !== institutionId) throw forbidden();
}

/** A record in one province (6-digit GB/T 2260 code): the reviewer of that province, or the national association. */
export function requireProvince(caller: Caller, provinceCode: number | null | undefined): void {
  if (!reachesProvince(caller, provinceCode)) throw forbidden();
}

/** Whether a reviewer reaches a province: national reviewers every one, provincial reviewers their own. */
export function reachesProvince(caller: Caller, provinceCode: number | null | undefined): boolean {
  if (caller.scope.kind === 'national') return true;
  return caller.scope.kind === 'province' && caller.scope.provinceCode !== null && caller.scope.provinceCode === provinceCode;
}

// ------------------------------------------------------------------ queries (add to the WHERE clause)

const NOTHING = sql`false`;

/** Rows whose owner column is the caller. */
export function whereOwner(caller: Caller, ownerColumn: PgColumn): SQL {
  return eq(ownerColumn, caller.userId);
}

/** Rows of the caller's institution; nothing for any other caller. */
export function whereInstitution(caller: Caller, institutionColumn: PgColumn): SQL {
  return caller.scope.kind === 'institution' ? eq(institutionColumn, caller.scope.institutionId) : NOTHING;
}

/** Rows the caller reviews: every row for the national association (`undefined`), the reviewer's province, else none. */
export function whereProvince(caller: Caller, provinceColumn: PgColumn): SQL | undefined {
  if (caller.scope.kind === 'national') return undefined;
  if (caller.scope.kind === 'province' && caller.scope.provinceCode !== null) return eq(provinceColumn, caller.scope.provinceCode);
  return NOTHING;
}
