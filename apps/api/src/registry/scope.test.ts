import { MESSAGES, type RoleCode } from '@badminton/contracts';
import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  reachesProvince,
  requireInstitution,
  requireOwner,
  requireProvince,
  scopeOfRole,
  whereInstitution,
  whereOwner,
  whereProvince,
} from './scope';
import type { Caller, CallerScope } from './types';

const GUANGDONG = 440000;
const BEIJING = 110000;

function caller(role: RoleCode, userId: number, scope: CallerScope): Caller {
  return { userId, role, sessionId: 1, scope };
}

const athlete = caller(1, 10, { kind: 'self' });
const institution = caller(3, 30, { kind: 'institution', institutionId: 30 });
const guangdongReviewer = caller(4, 40, { kind: 'province', provinceCode: GUANGDONG });
const unassignedReviewer = caller(4, 41, { kind: 'province', provinceCode: null });
const national = caller(5, 50, { kind: 'national' });

const rows = pgTable('rows', { owner: integer('owner'), institution: integer('institution'), province: integer('province') });
const dialect = new PgDialect();
function render(condition: ReturnType<typeof whereProvince>) {
  if (!condition) return undefined;
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
}

describe('scope of a role', () => {
  it('needs the database only for provincial reviewers', () => {
    expect(scopeOfRole(1, 1)).toEqual({ kind: 'self' });
    expect(scopeOfRole(2, 2)).toEqual({ kind: 'self' });
    expect(scopeOfRole(3, 3)).toEqual({ kind: 'institution', institutionId: 3 });
    expect(scopeOfRole(5, 5)).toEqual({ kind: 'national' });
  });
});

describe('records already read', () => {
  const cases: [string, () => void, boolean][] = [
    ['owner: the owner', () => requireOwner(athlete, 10), true],
    ['owner: another user', () => requireOwner(athlete, 11), false],
    ['owner: no owner', () => requireOwner(athlete, null), false],
    ['owner: the national association is not the owner', () => requireOwner(national, 10), false],
    ['institution: its own', () => requireInstitution(institution, 30), true],
    ['institution: another', () => requireInstitution(institution, 31), false],
    ['institution: an athlete with the same id', () => requireInstitution(caller(1, 30, { kind: 'self' }), 30), false],
    ['province: the reviewer of that province', () => requireProvince(guangdongReviewer, GUANGDONG), true],
    ['province: another province', () => requireProvince(guangdongReviewer, BEIJING), false],
    ['province: a reviewer without a province', () => requireProvince(unassignedReviewer, GUANGDONG), false],
    ['province: the national association, any province', () => requireProvince(national, BEIJING), true],
    ['province: an institution', () => requireProvince(institution, GUANGDONG), false],
  ];
  it.each(cases)('%s', (_name, check, allowed) => {
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(MESSAGES.forbidden);
  });

  it('reach a province without throwing', () => {
    expect(reachesProvince(guangdongReviewer, GUANGDONG)).toBe(true);
    expect(reachesProvince(unassignedReviewer, null)).toBe(false);
  });
});

describe('query conditions', () => {
  it('keep the caller to their rows', () => {
    expect(render(whereOwner(athlete, rows.owner))).toEqual({ sql: '"rows"."owner" = $1', params: [10] });
    expect(render(whereInstitution(institution, rows.institution))).toEqual({ sql: '"rows"."institution" = $1', params: [30] });
    expect(render(whereInstitution(national, rows.institution))).toEqual({ sql: 'false', params: [] });
    expect(render(whereProvince(guangdongReviewer, rows.province))).toEqual({ sql: '"rows"."province" = $1', params: [GUANGDONG] });
    expect(render(whereProvince(unassignedReviewer, rows.province))).toEqual({ sql: 'false', params: [] });
    expect(render(whereProvince(athlete, rows.province))).toEqual({ sql: 'false', params: [] });
    expect(whereProvince(national, rows.province)).toBeUndefined();
  });
});
