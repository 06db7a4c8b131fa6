import { Role } from '@badminton/contracts';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutionProfiles, personProfiles, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { framedService, pageCookieOf } from './helpers/frame-web-root';

/**
 * Issue 22 point 11: the page cookie is the browser's, not the tab's, so the HTML a member's page cookie draws must
 * never carry a full ID number or mobile (decision 0049): every framed page is drawn for each signed-in demo member
 * and scanned for their full values. The full values come only from the signed call after the app takes over.
 */

const service = framedService({ demo: null, demoAccounts: true });

/** Every path a frame is drawn for, with the message centre. */
const FRAMED_PATHS = [
  ...new Set(
    [PORTAL_ROUTES, MEMBER_ROUTES, INSTITUTION_ROUTES].flatMap((manifest) =>
      Object.entries(manifest)
        .filter(([, route]) => Boolean(route.frame))
        .map(([path]) => path),
    ),
  ),
];

/** The demo member's personal numbers, as stored: the full values that must not reach an HTML answer. */
async function secretsOf(userId: number): Promise<string[]> {
  const db = service.t.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [person] = await db.select().from(personProfiles).where(eq(personProfiles.userId, userId));
  const [institution] = await db.select().from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  const values = [
    user?.mobile,
    user?.loginName,
    user?.contactMobile,
    person?.certificatesNumber,
    institution?.legalPersonIdNumber,
    institution?.principalTel,
    institution?.managementTel,
  ];
  return values.filter((value): value is string => typeof value === 'string' && /^(\d{17}[\dXx]|1\d{10})$/.test(value));
}

describe('no framed HTML answer carries a full ID number or mobile of its member', () => {
  it('draws every framed page of every demo member without them', async () => {
    const db = service.t.database.db;
    const members = await db
      .select({ id: users.id, usertype: users.usertype })
      .from(users)
      .where(or(eq(users.usertype, Role.Athlete), eq(users.usertype, Role.Evaluator), eq(users.usertype, Role.Institution)));
    expect(members.length).toBeGreaterThanOrEqual(4);
    const leaks: string[] = [];
    let framed = 0;
    for (const member of members) {
      const secrets = await secretsOf(member.id);
      expect(secrets.length, `demo member ${member.id} has an ID number or mobile`).toBeGreaterThan(0);
      const cookie = await pageCookieOf(service.t, await startSession(db, member.id, new Date()));
      for (const path of FRAMED_PATHS) {
        const response = await service.t.app.inject({ url: path, headers: { cookie } });
        if (response.body.includes(`data-member="${member.id}"`)) framed += 1;
        for (const secret of secrets) if (response.body.includes(secret)) leaks.push(`${path} (member ${member.id}, role ${member.usertype}): ${secret}`);
      }
    }
    expect(framed).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  }, 120_000);
});
