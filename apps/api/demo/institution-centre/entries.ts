import { OrderKind, PaymentStatus, Role, TestClassStatus } from '@badminton/contracts';
import { idNumberCheckCharacter } from '@badminton/validation';
import { and, eq, inArray } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  institutionProfiles,
  orders,
  personProfiles,
  testApplications,
  testClasses,
  testClassGrades,
  users,
} from '../../src/db/schema';
import { PASSWORD_FROM_LOGIN_NAME } from '../../src/security/passwords';
import { DEMO_INSTITUTION_MOBILE } from '../portal/index';
import { DEMO_INSTITUTION_CLASSES } from './classes';

/**
 * The institution centre's entries demo (issue 25, decision 0060), for the demo institution 羽翔体育 (13800000003), on
 * two of its finally approved classes (`./classes.ts`):
 * - the 七至九级 class (class refund 0, grades unsubmitted 未提交): 14 athletes registered in bulk (two pages; each
 *   with an institution-paid order, kind 6 — 10 pending, 3 paid, 1 refunded: its place is free again), the arrangement in (groups and times), one leave
 *   record (the retake tab), and rows in every row refund status 0, 1, 2, 3;
 * - the 少儿 class whose class refund failed (3): grades submitted and rejected with a reason (已驳回), 3 athletes,
 *   no arrangement yet (score entry stays closed);
 * - the 中秋四至六级 and 重阳四至六级 classes (decision 0062): 12 and 3 athletes, all paid, the arrangement in, no
 *   scores yet, grades 未提交 — the score-entry walk's classes (at 1280 px two pages of ten, at 375 px one page).
 * Bulk athletes sign in with their ID number; their first password is its last six characters. Deterministic: names,
 * ID numbers and orders are fixed; dates are relative to the seed's instant. Loaded once (marker
 * `demo-institution-entries`) after the classes demo.
 */

const HOUR = 3_600_000;

const SURNAMES = ['陈', '林', '黄', '周', '吴', '郑', '何', '罗', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'];
const GIVEN = ['子轩', '欣怡', '浩然', '雨涵', '梓萱', '俊杰', '思彤', '宇航', '佳怡', '晨阳', '诗琪', '博文', '梦瑶', '家豪', '语桐', '一鸣', '若曦'];

/** The demo's bulk athletes: fixed names and valid national ID numbers (Guangzhou, born 2012). */
export function demoEntryPeople(count: number, offset = 0): Array<{ name: string; idNumber: string; sex: number; birthday: string; mobile: string }> {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const month = String((n % 12) + 1).padStart(2, '0');
    const first17 = `4401062012${month}15${String(500 + n).padStart(3, '0')}`;
    return {
      name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[n % GIVEN.length]}`,
      idNumber: first17 + idNumberCheckCharacter(first17),
      sex: Number(first17[16]) % 2,
      birthday: `2012-${month}-15`,
      mobile: `1370000${String(1000 + n).slice(-4)}`,
    };
  });
}

/** The row refund status of the i-th entry of the main class: most 0, then one each of 1, 2, 3. */
function refundOf(i: number): number {
  return i === 1 ? 1 : i === 2 ? 2 : i === 3 ? 3 : 0;
}

export const DEMO_ENTRY_MAIN_CLASS = DEMO_INSTITUTION_CLASSES[3].title;
export const DEMO_ENTRY_REJECTED_CLASS = DEMO_INSTITUTION_CLASSES[6].title;
export const DEMO_SCORES_CLASS = DEMO_INSTITUTION_CLASSES[8].title;
export const DEMO_SCORES_SMALL_CLASS = DEMO_INSTITUTION_CLASSES[9].title;
export const DEMO_REJECTION_REASON = '第二组科目三成绩缺项，请补全后重新提交';

export async function loadInstitutionEntriesDemo(tx: Database, _options: { now: Date }): Promise<boolean> {
  const [institution] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!institution) return false;
  const classes = await tx
    .select()
    .from(testClasses)
    .where(
      and(
        eq(testClasses.institutionUserId, institution.id),
        eq(testClasses.applicationStatus, TestClassStatus.Approved),
        inArray(testClasses.title, [DEMO_ENTRY_MAIN_CLASS, DEMO_ENTRY_REJECTED_CLASS, DEMO_SCORES_CLASS, DEMO_SCORES_SMALL_CLASS]),
      ),
    );
  const main = classes.find((c) => c.title === DEMO_ENTRY_MAIN_CLASS);
  const rejected = classes.find((c) => c.title === DEMO_ENTRY_REJECTED_CLASS);
  const scored = classes.find((c) => c.title === DEMO_SCORES_CLASS);
  const small = classes.find((c) => c.title === DEMO_SCORES_SMALL_CLASS);
  if (!main || !rejected || !scored || !small) return false;

  const plans = [
    { testClass: main, people: demoEntryPeople(14, 0), arranged: true },
    { testClass: rejected, people: demoEntryPeople(3, 14), arranged: false },
    { testClass: scored, people: demoEntryPeople(12, 17), arranged: true },
    { testClass: small, people: demoEntryPeople(3, 29), arranged: true },
  ];
  let serial = 0;
  for (const { testClass, people, arranged } of plans) {
    const grades = (await tx.select().from(testClassGrades).where(eq(testClassGrades.testClassId, testClass.id))).sort((a, b) => a.grade - b.grade);
    for (const [i, person] of people.entries()) {
      serial += 1;
      const at = new Date(testClass.registrationStartTime.getTime() + serial * HOUR);
      const [user] = await tx
        .insert(users)
        .values({
          usertype: Role.Athlete,
          loginName: person.idNumber,
          passwordHash: PASSWORD_FROM_LOGIN_NAME,
          isVerify: false,
          contactMobile: person.mobile,
          createdAt: at,
        })
        .returning({ id: users.id });
      await tx.insert(personProfiles).values({
        userId: user.id,
        name: person.name,
        englishName: '',
        sex: person.sex,
        certificatesType: 1,
        certificatesNumber: person.idNumber,
        birthday: person.birthday,
        createdAt: at,
        updatedAt: at,
      });
      const grade = grades[i % grades.length];
      const paid = (testClass === main && i >= 1 && i <= 4) || testClass === scored || testClass === small;
      const [order] = await tx
        .insert(orders)
        .values({
          orderSn: `BM${OrderKind.InstitutionPaidFee}DEMO${testClass.id}E${String(serial).padStart(4, '0')}`,
          userId: institution.id,
          userType: Role.Institution,
          kind: OrderKind.InstitutionPaidFee,
          description: `${testClass.title} ${person.name} 报名费（机构代缴）`,
          amountFen: grade.feeFen,
          paymentStatus: refundOf(i) === 2 && testClass === main ? PaymentStatus.Refunded : paid ? PaymentStatus.Paid : PaymentStatus.Pending,
          isBatch: 1,
          createdAt: at,
          paidAt: paid ? new Date(at.getTime() + HOUR) : null,
        })
        .returning({ id: orders.id });
      const refund = testClass === main ? refundOf(i) : 0;
      const [entry] = await tx
        .insert(testApplications)
        .values({
          athleteUserId: user.id,
          testClassId: testClass.id,
          grade: grade.grade,
          orderId: order.id,
          coachStatus: 0,
          train: '',
          coach: '',
          coachPhone: '无',
          applicationMethod: 2,
          active: refund === 2 ? 0 : 1,
          leaveStatus: testClass === main && i === 5 ? 1 : 0,
          refundStatus: refund,
          arrangeGroup: arranged ? `第${(i % 3) + 1}组` : null,
          arrangeTime: arranged ? `${testClass.testStartTime.toISOString().slice(0, 10)} ${['09:00', '10:30', '14:00'][i % 3]}` : null,
          createdAt: at,
        })
        .returning({ id: testApplications.id });
      const steps: Array<[number, number, string]> = refund === 0 ? [] : [[0, 1, '机构申请报名退费']];
      if (refund === 2) steps.push([1, 2, '退款成功']);
      if (refund === 3) steps.push([1, 3, '退款失败或中羽协驳回']);
      if (steps.length) {
        await appendAudit(tx, 
          steps.map(([from, to, reason], k) => ({
            workflow: 'refund',
            recordId: entry.id,
            actorUserId: k === 0 ? institution.id : null,
            actorRole: k === 0 ? Role.Institution : null,
            fromStatus: String(from),
            toStatus: String(to),
            reason,
            changedAt: new Date(at.getTime() + (k + 1) * HOUR),
          })),
        );
      }
    }
    await tx.update(testClasses).set({ seatsTaken: people.length - (testClass === main ? 1 : 0) }).where(eq(testClasses.id, testClass.id));
  }
  await tx.update(testClasses).set({ gradeSubmissionStatus: 2, gradeSubmissionMsg: DEMO_REJECTION_REASON }).where(eq(testClasses.id, rejected.id));
  return true;
}
