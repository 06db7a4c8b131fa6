import { randomBytes } from 'node:crypto';
import { TestClassStatus } from '@badminton/contracts';
import type { Database } from '../../src/db/client';
import { institutionProfiles, personProfiles, sessions, testClasses, testClassGrades, users } from '../../src/db/schema';
import { hashUserToken } from '../../src/modules/accounts/service';

/**
 * Fixtures of the test sign-up tests and the sign-up burst benchmark (decision 0031): an institution, a class open for
 * sign-up around `now`, and athletes with a profile and a session — inserted in bulk, so 2,000 athletes take a moment.
 */

const DAY = 86_400_000;

export interface FixtureAthlete {
  userId: number;
  userToken: string;
}

/** An approved institution profile of `userId` (a fixture's: Guangzhou, licence `BL<id>`), with `fields` over it. */
export async function addInstitutionProfile(
  db: Database,
  userId: number,
  now: Date,
  fields: Partial<typeof institutionProfiles.$inferInsert> & { fullName: string; nickname: string },
): Promise<void> {
  await db.insert(institutionProfiles).values({
    userId,
    businessLicense: `BL${userId}`,
    provinceId: 440000,
    cityId: 440100,
    districtId: 440106,
    detailedAddress: '天河路1号',
    legalPerson: '张三',
    certificatesType: 1,
    legalPersonIdNumber: '440106198001010011',
    view1: '/wwwroot/upload/mechanism/view.png',
    approvalStatus: 3,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

export async function newInstitution(db: Database, now: Date, name = `测试机构${randomBytes(3).toString('hex')}`): Promise<{ userId: number; fullName: string }> {
  const [user] = await db
    .insert(users)
    .values({ usertype: 3, mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, isVerify: true, createdAt: now })
    .returning({ id: users.id });
  await addInstitutionProfile(db, user.id, now, { fullName: name, nickname: name.slice(-8) });
  return { userId: user.id, fullName: name };
}

export interface ClassOptions {
  institutionUserId: number;
  now: Date;
  testNum?: number;
  /** Grade → fee in fen. */
  grades?: Record<number, number>;
  /** Registration window relative to now, in days (default −1 … +10). */
  opensInDays?: number;
  closesInDays?: number;
  status?: (typeof TestClassStatus)[keyof typeof TestClassStatus];
  isStop?: boolean;
  title?: string;
}

export async function newClass(db: Database, options: ClassOptions): Promise<number> {
  const now = options.now.getTime();
  const [row] = await db
    .insert(testClasses)
    .values({
      institutionUserId: options.institutionUserId,
      title: options.title ?? `测试班${randomBytes(3).toString('hex')}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '天河体育中心羽毛球馆',
      registrationStartTime: new Date(now + (options.opensInDays ?? -1) * DAY),
      registrationEndTime: new Date(now + (options.closesInDays ?? 10) * DAY),
      testStartTime: new Date(now + 20 * DAY),
      testEndTime: new Date(now + 21 * DAY),
      testNum: options.testNum ?? 40,
      applicationStatus: options.status ?? TestClassStatus.Approved,
      isStop: options.isStop ?? false,
      contact: '李老师',
      contactNumber: '13912345678',
      createdAt: options.now,
    })
    .returning({ id: testClasses.id });
  const grades = options.grades ?? { 1: 15000, 4: 19900 };
  await db.insert(testClassGrades).values(Object.entries(grades).map(([grade, feeFen]) => ({ testClassId: row.id, grade: Number(grade), feeFen })));
  return row.id;
}

/** `count` adult athletes with a profile (born 1995) and a session each, without certificates. */
export async function newAthletes(db: Database, count: number, now: Date, birthday = '1995-06-01'): Promise<FixtureAthlete[]> {
  const athletes: FixtureAthlete[] = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const created = await db
      .insert(users)
      .values(Array.from({ length: size }, () => ({ usertype: 1, loginName: `athlete-${randomBytes(6).toString('hex')}`, isVerify: true, createdAt: now })))
      .returning({ id: users.id });
    await db.insert(personProfiles).values(
      created.map((user) => ({
        userId: user.id,
        name: '测试运动员',
        englishName: 'Ce Shi',
        sex: 1,
        certificatesType: 4,
        certificatesNumber: `E${user.id}`,
        birthday,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const tokens = created.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(created.map((user, i) => ({ userId: user.id, tokenHash: hashUserToken(tokens[i]), createdAt: now, lastSeenAt: now })));
    created.forEach((user, i) => athletes.push({ userId: user.id, userToken: tokens[i] }));
  }
  return athletes;
}

/** A user of a role with a session and no profile. */
export async function newBareUser(db: Database, role: 1 | 2 | 3, now: Date): Promise<FixtureAthlete> {
  const [user] = await db
    .insert(users)
    .values({ usertype: role, loginName: `bare-${randomBytes(6).toString('hex')}`, isVerify: true, createdAt: now })
    .returning({ id: users.id });
  const userToken = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashUserToken(userToken), createdAt: now, lastSeenAt: now });
  return { userId: user.id, userToken };
}
