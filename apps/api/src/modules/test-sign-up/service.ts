import {
  type CallOutput,
  type getSignUpInfo as getSignUpInfoCall,
  gradeLabel,
  type InvoiceTitle,
  OrderKind,
  PaymentStatus,
  PORTAL_MESSAGES,
  Role,
  SIGN_UP_MESSAGES,
  type TestOrderRecord,
} from '@badminton/contracts';
import {
  CoachStatus,
  eligibleGrades,
  fenToYuan,
  registrationPhase,
  validateCoachForm,
  validateInvoiceTitle,
} from '@badminton/validation';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate, toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import * as athleteRepository from '../athletes/repository';
import * as certificateRepository from '../certificates/repository';
import { createOrder } from '../orders/service';
import * as repository from './repository';

/**
 * Test sign-up (req: test-sign-up-and-orders.md, decision 0031): the sign-up page's checks, the sign-up itself (one
 * seat taken atomically with the application and its order), the leave-record retake, the invoice title and the
 * athlete's test order records. Every rule runs here, on the service clock.
 */

export interface SignUpRules {
  now: Date;
  childAgeLimit?: number;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

/**
 * Everything a sign-up must pass, in the order the athlete would fix them: the class is finally approved (else
 * 该测试班不存在或未开放报名), inside its registration window (不在当前报名时间范围内), not stopped, offers the grade, has a
 * place left (名额已满; checked again atomically when the seat is taken), the athlete has a profile and may take the
 * grade (您未取得测试等级资格, the one eligibility module). A full class is refused from its one row, before the
 * athlete's profile and certificates are read: under a burst most sign-ups end there.
 */
async function checkSignUp(db: Database, athleteUserId: number, testClassId: number, grade: number, rules: SignUpRules) {
  const found = await repository.findClassForSignUp(db, testClassId, grade);
  if (!found) fail(PORTAL_MESSAGES.testClassNotFound);
  const { testClass, feeFen } = found;
  if (registrationPhase(testClass.registrationStartTime.getTime(), testClass.registrationEndTime.getTime(), rules.now.getTime()) !== 'open') {
    fail(PORTAL_MESSAGES.outsideRegistration);
  }
  if (testClass.isStop) fail(PORTAL_MESSAGES.testClassStopped);
  if (feeFen === null) fail(SIGN_UP_MESSAGES.gradeNotOffered);
  if (testClass.seatsTaken >= testClass.testNum) fail(SIGN_UP_MESSAGES.full);
  const [athlete, held] = await Promise.all([
    athleteRepository.findAthlete(db, athleteUserId),
    certificateRepository.findPublishedCertificates(db, athleteUserId),
  ]);
  if (!athlete) fail(PORTAL_MESSAGES.profileRequired);
  const eligible = eligibleGrades([grade], {
    birthday: athlete.profile.birthday,
    testDate: toWireDate(testClass.testStartTime),
    heldGrades: held.map((certificate) => certificate.grade),
    childAgeLimit: rules.childAgeLimit,
  });
  if (!eligible.includes(grade)) fail(SIGN_UP_MESSAGES.notEligible);
  return { ...found, feeFen };
}

/** `TestApplication/GetSignUpInfo`: the class and the grade's fee, or the reason the athlete cannot sign up. */
export async function getSignUpInfo(
  db: Database,
  caller: Caller,
  input: { test_class_id: number; grade: number },
  rules: SignUpRules,
): Promise<CallOutput<typeof getSignUpInfoCall>> {
  const { testClass, mechanismFullName, feeFen } = await checkSignUp(db, caller.userId, input.test_class_id, input.grade, rules);
  // Already holding a place here: say so on the sign-up page rather than at the payment (the sign-up itself relies on
  // the unique index).
  if (await repository.findLivePlace(db, caller.userId, testClass.id, input.grade)) fail(SIGN_UP_MESSAGES.alreadySignedUp);
  return {
    items: [
      {
        test_class_id: testClass.id,
        test_class_title: testClass.title,
        mechanism_fullName: mechanismFullName,
        file_path: testClass.filePath,
        registration_start_time: toWireDateTime(testClass.registrationStartTime),
        registration_end_time: toWireDateTime(testClass.registrationEndTime),
        test_start_time: toWireDateTime(testClass.testStartTime),
        test_end_time: toWireDateTime(testClass.testEndTime),
        province: testClass.provinceName,
        city: testClass.cityName,
        district: testClass.districtName,
        test_detail_addr: testClass.detailedAddress,
        grade: input.grade,
        gradeName: gradeLabel(input.grade),
        contact: testClass.contact,
        contact_number: testClass.contactNumber,
        registration_fee: fenToYuan(feeFen),
        seats_left: Math.max(testClass.testNum - testClass.seatsTaken, 0),
      },
    ],
  };
}

export interface SignUpInput {
  status: number;
  train?: string;
  coach?: string;
  phone?: string;
  test_class_id: number;
  grade: number;
}

/**
 * `TestApplication/SignUp`: the coach form is checked (@badminton/validation), then every rule of the sign-up page
 * again, then ONE transaction creates the order (30-minute window, its `order.expire` job) and the application and
 * takes a seat (`seats_taken < test_num`, compare-and-set): all of it or nothing. A second live place of the athlete
 * in the same class and grade is refused by the partial unique index `test_applications_live_key` (so two concurrent
 * sign-ups of one athlete cannot both pass).
 * Answers the order number.
 */
export async function signUp(db: Database, jobs: JobQueue, caller: Caller, input: SignUpInput, rules: SignUpRules): Promise<{ errorMsg: string }> {
  const problem = validateCoachForm(input);
  if (problem) fail(problem);
  const { testClass, mechanismFullName, feeFen } = await checkSignUp(db, caller.userId, input.test_class_id, input.grade, rules);
  const train = input.status === CoachStatus.TrainedHere ? mechanismFullName : (input.train ?? '').trim();
  let orderSn: string;
  try {
    orderSn = await db.transaction(async (tx) => {
      const order = await createOrder(tx, jobs, {
        userId: caller.userId,
        userType: Role.Athlete,
        kind: OrderKind.TestSignUp,
        description: `${testClass.title} ${gradeLabel(input.grade)}报名费`,
        amountFen: feeFen,
        at: rules.now,
      });
      await repository.insertApplication(tx, {
        athleteUserId: caller.userId,
        testClassId: testClass.id,
        grade: input.grade,
        orderId: order.id,
        coachStatus: input.status,
        train,
        coach: (input.coach ?? '').trim(),
        coachPhone: (input.phone ?? '').trim(),
        applicationMethod: 1,
        createdAt: rules.now,
      });
      // The seat last: its row lock is held only until the commit that follows.
      if (!(await repository.takeSeat(tx, testClass.id))) fail(SIGN_UP_MESSAGES.full);
      return order.orderSn;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'test_applications_live_key')) fail(SIGN_UP_MESSAGES.alreadySignedUp);
    throw error;
  }
  jobs.wake();
  return { errorMsg: orderSn };
}

// ---------------------------------------------------------------- leave records

/** `TestApplication/GetLeaveRecord`: the athlete's own sign-up on leave at this grade, if any. */
export async function getLeaveRecord(db: Database, caller: Caller, input: { grade: number }): Promise<{ data: { applicationId: number } | null }> {
  const row = await repository.findLeaveRecord(db, caller.userId, input.grade);
  return { data: row ? { applicationId: row.id } : null };
}

/**
 * `TestApplication/AbandonLeaveRecord`: the athlete gives up the place of a sign-up on leave (leave_status 1 → 2) to
 * sign up again; the place is freed in its class, once (the record goes inactive too). Another athlete's record answers 报名记录不存在 (as if it did not
 * exist).
 */
export async function abandonLeaveRecord(db: Database, caller: Caller, input: { applicationId: number }): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const application = await repository.findApplicationForUpdate(tx, input.applicationId);
    if (!application || application.athleteUserId !== caller.userId) fail(SIGN_UP_MESSAGES.applicationNotFound);
    if (application.leaveStatus !== 1) fail(SIGN_UP_MESSAGES.notOnLeave);
    // The record and its seat leave together (once): the record goes inactive with leave_status 2, so the order's
    // later close or refund (the kind hooks, `active = 1`) does not give the seat back again (issue 22 point 5).
    const abandoned = await repository.abandonLeave(tx, application.id, application.active);
    if (!abandoned) fail(SIGN_UP_MESSAGES.notOnLeave);
    if (abandoned.held) await repository.releaseSeat(tx, application.testClassId);
  });
  return {};
}

// ---------------------------------------------------------------- invoice title

/** `InvoiceInfo/GetInvoiceInfo`: the caller's saved title, or null. */
export async function getInvoiceInfo(db: Database, caller: Caller): Promise<{ invoiceInfo: InvoiceTitle | null }> {
  const row = await repository.findInvoiceTitle(db, caller.userId);
  if (!row) return { invoiceInfo: null };
  return {
    invoiceInfo: {
      custtype: row.custtype === '01' ? '01' : '03',
      custname: row.custname,
      custTaxNo: row.custTaxNo,
      custAddr: row.custAddr,
      custPhone: row.custPhone,
      custBank: row.custBank,
      custAccount: row.custAccount,
      invoMemo: row.invoMemo,
    },
  };
}

export interface InvoiceTitleInput {
  custtype: '01' | '03';
  custname?: string;
  custTaxNo?: string;
  custAddr?: string;
  custPhone?: string;
  custBank?: string;
  custAccount?: string;
  invoMemo?: string;
}

/**
 * `InvoiceInfo/SaveInvoiceInfo`: a company title (01) needs its name and taxpayer number; a personal one (03) keeps
 * only the memo (the company fields are cleared). Memo ≤ 200 characters.
 */
export async function saveInvoiceInfo(db: Database, caller: Caller, input: InvoiceTitleInput, at: Date): Promise<Record<string, never>> {
  const problem = validateInvoiceTitle(input);
  if (problem) fail(problem);
  const company = input.custtype === '01';
  const keep = (value: string | undefined) => (company && value ? value : null);
  await repository.upsertInvoiceTitle(
    db,
    caller.userId,
    {
      custtype: input.custtype,
      custname: keep(input.custname),
      custTaxNo: keep(input.custTaxNo),
      custAddr: keep(input.custAddr),
      custPhone: keep(input.custPhone),
      custBank: keep(input.custBank),
      custAccount: keep(input.custAccount),
      invoMemo: input.invoMemo?.trim() || null,
    },
    at,
  );
  return {};
}

// ---------------------------------------------------------------- records

/** `TestApplication/GetTestOrderRecords`: the athlete's own sign-ups, 4 per page, newest first. */
export async function listTestOrderRecords(
  db: Database,
  caller: Caller,
  input: { limit: number; page: number },
  now: Date,
): Promise<{ items: TestOrderRecord[]; totalCount: number }> {
  const { rows, total } = await repository.findOwnRecords(db, caller.userId, toPage(input));
  return {
    items: rows.map(({ application, order, testClass, institution, isAppeal }) => {
      const published = testClass.scoresPublishedAt !== null && testClass.scoresPublishedAt.getTime() <= now.getTime();
      return {
        id: application.id,
        order_sn: order?.orderSn ?? '',
        creationTime: toWireDateTime(order?.createdAt ?? application.createdAt),
        institutional_view: institution.view1,
        file_path: testClass.filePath,
        mechanism_fullName: institution.fullName,
        test_class_id: testClass.id,
        test_class_title: testClass.title,
        test_start_time: toWireDateTime(testClass.testStartTime),
        gradeKey: application.grade,
        gradeName: gradeLabel(application.grade),
        // A batch sign-up (method 2) without an athlete order was paid by the institution (as the scores call reads it).
        payment_status: order?.paymentStatus ?? (application.applicationMethod === 2 ? PaymentStatus.Paid : PaymentStatus.Pending),
        order_price: order ? fenToYuan(order.amountFen) : 0,
        isBatch: application.applicationMethod === 2 || order?.isBatch === 1,
        isAppeal,
        refund_status: application.refundStatus,
        score_qualified_judgment: published ? application.scoreJudgment : null,
        expires_at: order?.expiresAt ? toWireDateTime(order.expiresAt) : null,
        apply: { contact: testClass.contact, contact_number: testClass.contactNumber },
      };
    }),
    totalCount: total,
  };
}
