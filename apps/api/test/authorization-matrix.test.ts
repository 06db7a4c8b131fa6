import {
  getAdminEvent,
  getAdminEventList,
  passAdminEvent,
  rejectAdminEvent,
  applyProxy,
  getInvoiceDetail,
  getInvoiceList,
  getLogistics,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  submitDelivery,
  autoApplyEvent,
  CALL_CONTRACTS,
  createAppeal,
  getAppealList,
  getEventApplyList,
  getEventApplyRecords,
  getTestScores,
  SCORES_APPEALS_MESSAGES,
  secondAppeal,
  getMechanismInfo,
  getOpenQuery,
  getOrderStatus,
  getPayCode,
  getPersonalInfo,
  getStationNewsList,
  MESSAGES,
  readStationNews,
  ROLE_CODES,
  type RoleCode,
  setOpenQuery,
  getPayRecords,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  TRAINING_ORDER_MESSAGES,
} from '@badminton/contracts';
import { downloadAttachment, getEvaluatorAssignments, uploadSupervisionForm } from '@badminton/contracts';
import { addTestClass, getInstitutionTestClassList, getTestClassDetail, getTestSiteList, INSTITUTION_CLASS_MESSAGES, setTestClassRefund } from '@badminton/contracts';
import {
  getAppealScores,
  getInstitutionAppealList,
  getInstitutionOrderList,
  INSTITUTION_ORDERS_APPEALS_MESSAGES,
  modifyAppealScore,
  rejectAppeal,
} from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, eventApplications, institutionProfiles, personProfiles, stationMessages, users } from '../src/db/schema';
import { resolveScope } from '../src/modules/accounts/scope';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk, postCall, type SignOptions, signedBody } from './helpers/call';
import { eventWithResults, signUpWithScores } from './helpers/scores-fixture';
import { athleteOf } from './helpers/admin-grades-fixture';
import { certificateOf, seedFees } from './helpers/delivery-fixture';
import { reviewedTrainingFor } from './helpers/training-fixture';
import { certificateDeliveries, certificateDeliveryItems, certificateProxyRequests, invoices } from '../src/db/schema';
import { orderFor, orderRow } from './helpers/orders';
import { supervisionForms } from '../src/db/schema';
import { supervisionFormPdf } from '../src/modules/work-records/template';
import { callForm } from './helpers/call';
import { assignmentOf } from './helpers/work-records-fixture';
import { assessor, classOf, institutionWithStatus, siteOf } from './helpers/institution-classes-fixture';
import {
  applyCert,
  getCertStatus,
  getContractList,
  getQualificationList,
  getRealName,
  payContractDeposit,
  signContract,
  submitQualification,
  submitRealName,
  uploadSeal,
} from '@badminton/contracts';
import { contractSignTransactions, institutionContracts, institutionSeals, qualificationApplications, realNameVerifications, testClasses } from '../src/db/schema';
import { FakeESign } from './helpers/e-sign-fake';
import { contractFor, institutionProfileFor, jpegFile, licenceFile, qualificationFields } from './helpers/institution-fixture';
import { appealOnClassOf, institutionOrderOf } from './helpers/institution-orders-appeals-fixture';
import { downloadEntrySheet, getEntryList, importEntrySheet, INSTITUTION_ENTRY_MESSAGES, setEntryRefund } from '@badminton/contracts';
import ExcelJS from 'exceljs';
import { testApplications } from '../src/db/schema';
import { downloadScoreTemplate, getClassVideos, importScoreSheet, saveClassVideo, saveEntryScores, submitGrades } from '@badminton/contracts';
import { testClassVideos, testScoreItems } from '../src/db/schema';
import { applyBatchCertificates, checkBatchCertificates } from '@badminton/contracts';
import { certificates, testRecords } from '../src/db/schema';
// The back office's review queues (decision 0067).
import {
  bulkPassAdminQualification,
  bulkPassAdminTestClass,
  getAdminQualificationDetail,
  getAdminQualificationList,
  getAdminTestClassDetail,
  getAdminTestClassList,
  passAdminQualification,
  passAdminTestClass,
  rejectAdminQualification,
  rejectAdminTestClass,
  setAdminTestClassAssessors,
} from '@badminton/contracts';
import { applicationIn, classIn, GUANGDONG, GUANGXI, institutionIn, type Place } from './helpers/admin-review-fixture';
import { getAdminAccount, lockAdminAccount, searchAdminAccounts, startAdminPasswordReset, unlockAdminAccount } from '@badminton/contracts';
// The back office's grade submissions, publication and second appeals (decision 0068).
import {
  acceptAdminAppeal,
  approveGradeSubmission,
  decideAdminAppeal,
  downloadAdminSupervisionForm,
  getAdminAppeal,
  getAdminAppealList,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  publishGradeSubmission,
  rejectGradeSubmission,
} from '@badminton/contracts';
import { gradedClass, secondAppealOn } from './helpers/admin-grades-fixture';
import { markAdminShippingPrinted, refuseAdminRefund } from '@badminton/contracts';
// The back office's evaluator training classes (decision 0074).
import { getAdminTraining, getAdminTrainingList, recordAdminTrainingResult, saveAdminTraining, setAdminTrainingStop } from '@badminton/contracts';
import { newTrainingClass } from './helpers/training-fixture';
import { evaluatorTrainingRecords, trainingClassContents, trainingClasses } from '../src/db/schema';
import { orders as ordersTable } from '../src/db/schema';

/**
 * The authorization matrix: who may make each call, written down here independently of the
 * registry. Every registered call must appear; each is made by a visitor and by a fresh session of
 * every role (1–5), and the test fails on any call that lets in someone it should not (or keeps out
 * someone it should let in). The ownership matrix below goes past the role: user A of a role acting on
 * user B's records (decision 0023).
 */

const PUBLIC = 'public';
const SIGNED_IN: readonly RoleCode[] = [1, 2, 3, 4, 5];

const EXPECTED: Record<string, typeof PUBLIC | readonly RoleCode[]> = {
  'CommonApi/GetDistrictList': PUBLIC,
  'CommonApi/GetDicData': PUBLIC,
  'AboutUs/GetContactUsList': PUBLIC,
  'CommonApi/GetBannerList': PUBLIC,
  'CommonApi/GetParterList': PUBLIC,
  'Newsapi/GetNewsList': PUBLIC,
  'NewsDetails/GetNewsDetailsList': PUBLIC,
  'Newsapi/GetNoticeList': PUBLIC,
  'NewsDetails/GetNoticeDetailsList': PUBLIC,
  'Photo/GetPhotoList': PUBLIC,
  'Photo/GetNotificList': PUBLIC,
  'Photo/GetPhotoVideosList': PUBLIC,
  'Photo/GetQuestionsList': PUBLIC,
  'CommonApi/GetPublicKey': PUBLIC,
  'CommonApi/GetMessageCode': PUBLIC,
  'CommonApi/CheckPhoneNumber': PUBLIC,
  'CommonApi/RegisterVerify': PUBLIC,
  'CommonApi/Register': PUBLIC,
  'CommonApi/Login': PUBLIC,
  'CommonApi/WeChatLogin': PUBLIC,
  'CommonApi/ForgetPassword': PUBLIC,
  'CommonApi/MobileVerify': PUBLIC,
  'FrontStationNews/GetStationNewsList': SIGNED_IN,
  'FrontStationNews/ReadStationNews': SIGNED_IN,
  'CommonApi/Logout': SIGNED_IN,
  'CommonApi/ChangePassword': SIGNED_IN,
  'CommonApi/ChangeMobile': SIGNED_IN,
  'CommonApi/GetOpenQuery': [1],
  'CommonApi/SetOpenQuery': [1],
  'CommonApi/GetPersonalInfo': [1, 2],
  'UserAthlete/SubmitPersonalInfo': [1],
  'UserCoach/SubmitPersonalInfo': [2],
  'TestMechanism/GetMechanismInfo': [3],
  'TestMechanism/SubmitMechanismInfo': [3],
  'TestMechanism/CheckName': [3],
  'TestMechanism/GetTestMechListIndex': PUBLIC,
  'TestMechanism/GetTestMechList': PUBLIC,
  'TestMechanism/GetTestMechDetail': PUBLIC,
  'UserCoachApi/GetUserCoachListIndex': PUBLIC,
  'UserCoachApi/GetUserCoachList': PUBLIC,
  'UserCoachApi/GetUserCoachDetail': PUBLIC,
  'CommonApi/GetAthleteList': PUBLIC,
  'AthleteCenter/GetAthleteDetail': PUBLIC,
  'TestClass/GetExaminerClassList': PUBLIC,
  'TestClass/GetTestGradeList': PUBLIC,
  'TestApplication/CheckApply': [1],
  'TestApplication/GetSignUpInfo': [1],
  'TestApplication/GetLeaveRecord': [1],
  'TestApplication/AbandonLeaveRecord': [1],
  'TestApplication/SignUp': [1],
  'TestApplication/GetTestOrderRecords': [1],
  'PayOrder/GetPayCode': [1, 2, 3],
  'PayOrder/GetOrderStatus': [1, 2, 3],
  'InvoiceInfo/GetInvoiceInfo': [1, 2, 3],
  'InvoiceInfo/SaveInvoiceInfo': [1, 2, 3],
  'ExaminerClass/GetExaminerClassList': PUBLIC,
  'ExaminerClass/GetExaminerDetailsList': [2],
  'CommonApi/OpenQuery': PUBLIC,
  'TestScore/GetScoreList': [1],
  'Appeal/CreateAppeal': [1],
  'Appeal/GetAppealList': [1],
  'Appeal/SecondAppeal': [1],
  'EventApply/GetEventList': [1],
  'EventApply/GetAutoApplyList': [1],
  'EventApply/AutoApply': [1],
  'EventApply/ManualApply': [1],
  'EventApply/GetApplyRecordList': [1],
  'PaperCertificate/GetCertificateList': [1, 2],
  'PaperCertificate/GetOrderList': [1, 2],
  'PaperCertificate/GetProxyRecordList': [1],
  'PaperCertificate/ApplyProxy': [1],
  'PaperCertificate/GetCertificateFee': [1, 2],
  'PaperCertificate/GetExpressFee': [1, 2],
  'PaperCertificate/SubmitDelivery': [1, 2],
  'Logistics/GetRouteList': [1, 2, 3],
  'Invoice/GetInvoiceList': [1, 2, 3],
  'Invoice/GetInvoiceDetail': [1, 2, 3],
  // The evaluator's work records and supervision forms (decision 0035).
  'UserCoachApi/GetEvaluatorAssignments': [2],
  'UserCoachApi/DownloadAttachment': [2],
  'UserCoachApi/UploadSupervisionForm': [2],
  // The evaluator's training sign-up, order, records and payment records (decision 0034).
  'ExaminerClass/TrainingSignUp': [2],
  'ExaminerClass/GetTrainingOrder': [2],
  'ExaminerClass/GetTrainingRecords': [2],
  'ExaminerClass/GetTrainingScores': [2],
  'PayOrder/GetPayRecords': [2],
  // The institution's test classes (decision 0059).
  'TestMechanism/GetQualificationGate': [3],
  'TestMechanism/GetTestClassList': [3],
  'TestMechanism/SetTestClassRefund': [3],
  'TestMechanism/GetTestSiteList': [3],
  'TestMechanism/GetTestGradeOptions': [3],
  'TestMechanism/GetEvaluatorList': [3],
  'TestMechanism/AddTestClass': [3],
  'TestMechanism/GetTestClassDetail': [3],
  // The institution's qualification, contracts, real-name and seal (decision 0058).
  'TestMechanism/GetQualificationList': [3],
  'TestMechanism/SubmitQualification': [3],
  'TestMechanism/GetContractList': [3],
  'TestMechanism/SignContract': [3],
  'TestMechanism/PayContractDeposit': [3],
  'TestMechanism/ApplyCert': [3],
  'TestMechanism/GetCertStatus': [3],
  'TestMechanism/GetRealName': [3],
  'TestMechanism/SubmitRealName': [3],
  'TestMechanism/UploadSeal': [3],
  // The institution's complaint handling and order centre (decision 0061).
  'TestMechanism/GetAppealList': [3],
  'TestMechanism/GetAppealScore': [3],
  'TestMechanism/ModifyAppealScore': [3],
  'TestMechanism/RejectAppeal': [3],
  'TestMechanism/GetOrderList': [3],
  // The institution's entries and sheets (decision 0060).
  'TestMechanism/GetEntryList': [3],
  'TestMechanism/SetEntryRefund': [3],
  'TestMechanism/DownloadEntrySheet': [3],
  'TestMechanism/GetSheetTemplate': [3],
  'TestMechanism/ImportEntrySheet': [3],
  // The institution's score entry, grade submission and videos (decision 0062).
  'TestMechanism/SaveEntryScores': [3],
  'TestMechanism/DownloadScoreTemplate': [3],
  'TestMechanism/ImportScoreSheet': [3],
  'TestMechanism/SubmitGrades': [3],
  'TestMechanism/SaveClassVideo': [3],
  'TestMechanism/GetClassVideos': [3],
  'TestMechanism/CheckBatchCertificates': [3],
  'TestMechanism/ApplyBatchCertificates': [3],
  // The back office's qualification and test class review (decision 0067).
  'AdminQualification/GetList': [4, 5],
  'AdminQualification/GetDetail': [4, 5],
  'AdminQualification/Pass': [4, 5],
  'AdminQualification/Reject': [4, 5],
  'AdminQualification/BulkPass': [4],
  'AdminTestClass/GetList': [4, 5],
  'AdminTestClass/GetDetail': [4, 5],
  'AdminTestClass/Pass': [4, 5],
  'AdminTestClass/Reject': [4, 5],
  'AdminTestClass/SetAssessors': [4, 5],
  'AdminTestClass/SearchAssessors': [4, 5],
  'AdminTestClass/BulkPass': [4],
  // The back office's content editing: the national administrator only (decision 0070).
  'AdminContent/GetOverview': [5],
  'AdminContent/GetArticleList': [5],
  'AdminContent/GetArticle': [5],
  'AdminContent/SaveArticle': [5],
  'AdminContent/SetArticlePublished': [5],
  'AdminContent/DeleteArticle': [5],
  'AdminContent/MoveArticle': [5],
  'AdminContent/GetPlacementList': [5],
  'AdminContent/SavePlacement': [5],
  'AdminContent/SetPlacementPublished': [5],
  'AdminContent/DeletePlacement': [5],
  'AdminContent/MovePlacement': [5],
  'AdminContent/GetContact': [5],
  'AdminContent/SaveContact': [5],
  'AdminContent/UploadFile': [5],
  // The back office's grade submissions, publication and second appeals (decision 0068).
  'AdminGradeSubmission/GetList': [4, 5],
  'AdminGradeSubmission/Get': [4, 5],
  'AdminGradeSubmission/DownloadSupervisionForm': [4, 5],
  'AdminGradeSubmission/Approve': [4],
  'AdminGradeSubmission/Reject': [4, 5],
  'AdminGradeSubmission/Publish': [5],
  // The back office's event-based level review (decision 0072): role 4 reads its province, role 5 decides.
  'AdminEvent/GetList': [4, 5],
  'AdminEvent/Get': [4, 5],
  'AdminEvent/Pass': [5],
  'AdminEvent/Reject': [5],
  // The back office's evaluator training classes (decision 0074): role 4 reads its province's, role 5 manages them.
  'AdminTraining/GetList': [4, 5],
  'AdminTraining/Get': [4, 5],
  'AdminTraining/Save': [5],
  'AdminTraining/SetStop': [5],
  'AdminTraining/RecordResult': [5],
  'AdminAppeal/GetList': [5],
  'AdminAppeal/Get': [5],
  'AdminAppeal/Accept': [5],
  'AdminAppeal/Decide': [5],
  // The back office's money queues (decision 0069): the national administrator only.
  'AdminRefund/GetList': [5],
  'AdminRefund/Approve': [5],
  'AdminRefund/Refuse': [5],
  'AdminRefund/Retry': [5],
  'AdminShipping/GetList': [5],
  'AdminShipping/MarkPrinted': [5],
  'AdminShipping/Ship': [5],
  // The association's fee schedule (decision 0076): role 4 reads it, role 5 sets it.
  'AdminFee/GetSchedule': [4, 5],
  'AdminFee/SetCertificateFee': [5],
  'AdminFee/SetShippingFee': [5],
  'AdminAudit/VerifyChain': [5],
  // The back office's accounts (decision 0071): role 4 within its province, role 5 every account.
  'AdminAccount/Search': [4, 5],
  'AdminAccount/Get': [4, 5],
  'AdminAccount/Lock': [4, 5],
  'AdminAccount/Unlock': [4, 5],
  'AdminAccount/StartPasswordReset': [4, 5],
};

let t: TestApp;
beforeAll(async () => {
  // The in-test e-sign driver: the contract probes post its callbacks directly.
  t = await build({ demo: null, eSign: new FakeESign() });
  await seedFees(t.database.db);
});
afterAll(() => t.close());

const relogin = {
  success: true,
  result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired },
  error: null,
  unAuthorizedRequest: true,
};

/** `fault`: the service failed (HTTP 500 or a fault envelope); never counts as letting the caller in. */
type Verdict = 'admitted' | 'relogin' | 'forbidden' | 'fault';

/** Signs and sends a call as `call` does, keeping the HTTP status. */
async function verdictFor(path: string, options: SignOptions = {}): Promise<Verdict> {
  const { status, envelope } = await postCall(t.app, path, signedBody(path, {}, options));
  return verdictOf(status, envelope);
}

function verdictOf(status: number, answer: Awaited<ReturnType<typeof call>>): Verdict {
  // A call that crashed was not admitted: it answered nobody (issue 29 point 4).
  if (status !== 200 || answer.success !== true) return 'fault';
  if (answer.unAuthorizedRequest) {
    expect(answer).toEqual(relogin);
    return 'relogin';
  }
  if (answer.result?.errorMsg === MESSAGES.forbidden) return 'forbidden';
  return 'admitted';
}

describe('authorization matrix', () => {
  it('lists every registered call and every contract', () => {
    const registered = t.app.callRegistry.list().map((entry) => entry.contract.path).sort();
    expect(registered).toEqual(Object.keys(EXPECTED).sort());
    expect(CALL_CONTRACTS.map((contract) => contract.path).sort()).toEqual(registered);
  });

  it('declares the same roles in the registry as the matrix', () => {
    for (const entry of t.app.callRegistry.list()) {
      const expected = EXPECTED[entry.contract.path];
      expect(entry.roles === PUBLIC ? PUBLIC : [...entry.roles].sort(), entry.contract.path).toEqual(
        expected === PUBLIC ? PUBLIC : [...expected].sort(),
      );
    }
  });

  it('documents the same roles in the OpenAPI x-roles of every call as the matrix', async () => {
    const response = await t.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, { post?: { 'x-roles'?: unknown } }> }).paths;
    const documented = Object.fromEntries(
      Object.keys(EXPECTED).map((path) => {
        const roles = paths[`/api/services/app/${path}`]?.post?.['x-roles'];
        return [path, Array.isArray(roles) ? [...roles].sort() : roles];
      }),
    );
    const expected = Object.fromEntries(Object.entries(EXPECTED).map(([path, roles]) => [path, roles === PUBLIC ? PUBLIC : [...roles].sort()]));
    expect(documented).toEqual(expected);
  });

  it('admits exactly the expected callers: a visitor and a fresh session of each role', async () => {
    const problems: string[] = [];
    for (const entry of t.app.callRegistry.list()) {
      const path = entry.contract.path;
      const expected = EXPECTED[path];
      const visitor = await verdictFor(path);
      if (expected === PUBLIC ? visitor !== 'admitted' : visitor !== 'relogin') problems.push(`${path} 访客：${visitor}`);
      for (const role of ROLE_CODES) {
        // A fresh session per call, so calls that end sessions (Logout, ChangePassword...) cannot hide anything.
        const user = await signedInUser(t.database.db, role);
        const verdict = await verdictFor(path, user);
        const allowed = expected === PUBLIC || expected.includes(role);
        if (allowed ? verdict !== 'admitted' : verdict !== 'forbidden') problems.push(`${path} 角色${role}：${verdict}`);
      }
    }
    expect(problems).toEqual([]);
    // Six sessions per registered call: with the back office's calls it outgrew the default 30 s on a loaded machine.
    // Six sessions per call for every call: on a loaded shared machine this takes longer than the default 30 s.
  }, 180_000);
});

// ------------------------------------------------------------------ ownership

/**
 * What happened to the record a call named: `reached` (answered or changed), `forbidden` (refused with
 * MESSAGES.forbidden, nothing changed), `untouched` (the call went through, but for the caller's own records:
 * the record named was neither answered nor changed).
 */
type Outcome = 'reached' | 'forbidden' | 'untouched';

interface OwnershipRow {
  call: string;
  role: RoleCode;
  record: 'ownRecord' | 'otherRecord';
  expected: Outcome;
}

type User = { userId: number; userToken: string };

/**
 * How each call reaches a record: make the record for `owner`, let `actor` call naming it, and tell what happened.
 * A call keyed by the session alone is made with the owner's id in the request's `userid`/`user_id`, the only
 * place a browser could name another user.
 */
// ------------------------------------------------------------------ the back office's review queues (decision 0067)

/**
 * A reviewer's record is one in their province: for role 4, `ownRecord` is a record in the actor's province (广东) and
 * `otherRecord` one in another reviewer's (广西); the national administrator (role 5) reaches both.
 */
let reviewSerial = 0;
async function reviewPlace(actor: User, owner: User): Promise<Place> {
  await t.database.db.update(users).set({ reviewProvinceId: GUANGDONG.provinceId }).where(eq(users.id, actor.userId));
  if (owner.userId === actor.userId) return GUANGDONG;
  await t.database.db.update(users).set({ reviewProvinceId: GUANGXI.provinceId }).where(eq(users.id, owner.userId));
  return GUANGXI;
}
async function isNational(actor: User): Promise<boolean> {
  const [row] = await t.database.db.select({ usertype: users.usertype }).from(users).where(eq(users.id, actor.userId));
  return row.usertype === 5;
}
/** An application awaiting the actor's stage (1 for the province, 2 for the national administrator). */
async function reviewApplication(actor: User, owner: User): Promise<{ id: number; name: string }> {
  reviewSerial += 1;
  const name = `矩阵审核机构${reviewSerial}号`;
  const id = await applicationIn(t.database.db, await reviewPlace(actor, owner), (await isNational(actor)) ? 2 : 1, { name });
  return { id, name };
}
async function reviewClass(actor: User, owner: User): Promise<{ id: number; institution: string }> {
  const { classId, institutionUserId } = await classIn(t.database.db, await reviewPlace(actor, owner), (await isNational(actor)) ? '省协会审核通过' : '申请中');
  const [row] = await t.database.db.select({ name: institutionProfiles.fullName }).from(institutionProfiles).where(eq(institutionProfiles.userId, institutionUserId));
  return { id: classId, institution: row.name };
}
async function qualificationMoved(id: number, answer: Awaited<ReturnType<typeof call>>): Promise<Outcome> {
  const [row] = await t.database.db.select({ status: institutionProfiles.approvalStatus }).from(institutionProfiles).where(eq(institutionProfiles.userId, id));
  if (row.status === 3 || row.status === 4 || (row.status === 2 && answer.result?.isSuccess)) return 'reached';
  expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
  return 'forbidden';
}
async function classMoved(id: number, answer: Awaited<ReturnType<typeof call>>): Promise<Outcome> {
  if (answer.result?.isSuccess) return 'reached';
  expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
  const [row] = await t.database.db.select({ status: testClasses.applicationStatus }).from(testClasses).where(eq(testClasses.id, id));
  expect(['申请中', '省协会审核通过']).toContain(row.status);
  return 'forbidden';
}

const REVIEW_PROBES: Record<string, (actor: User, owner: User) => Promise<Outcome>> = {
  [getAdminQualificationList.path]: async (actor, owner) => {
    const { id, name } = await reviewApplication(actor, owner);
    const result = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 10, keyword: name }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [getAdminQualificationDetail.path]: async (actor, owner) => {
    const { id } = await reviewApplication(actor, owner);
    const answer = await call(t.app, getAdminQualificationDetail.path, { id }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [passAdminQualification.path]: async (actor, owner) => {
    const { id } = await reviewApplication(actor, owner);
    return qualificationMoved(id, await call(t.app, passAdminQualification.path, { id }, actor));
  },
  [rejectAdminQualification.path]: async (actor, owner) => {
    const { id } = await reviewApplication(actor, owner);
    return qualificationMoved(id, await call(t.app, rejectAdminQualification.path, { id, approval_content: '矩阵驳回' }, actor));
  },
  [bulkPassAdminQualification.path]: async (actor, owner) => {
    const { id } = await reviewApplication(actor, owner);
    const result = await callOk(t.app, bulkPassAdminQualification.path, { ids: [id] }, actor);
    const [item] = result.items as { ok: boolean; message: string }[];
    if (item.ok) return 'reached';
    expect(item.message).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [getAdminTestClassList.path]: async (actor, owner) => {
    const { id, institution } = await reviewClass(actor, owner);
    const result = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 10, keyword: institution }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [getAdminTestClassDetail.path]: async (actor, owner) => {
    const { id } = await reviewClass(actor, owner);
    const answer = await call(t.app, getAdminTestClassDetail.path, { id }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [passAdminTestClass.path]: async (actor, owner) => {
    const { id } = await reviewClass(actor, owner);
    return classMoved(id, await call(t.app, passAdminTestClass.path, { id }, actor));
  },
  [rejectAdminTestClass.path]: async (actor, owner) => {
    const { id } = await reviewClass(actor, owner);
    return classMoved(id, await call(t.app, rejectAdminTestClass.path, { id, approval_comments: '矩阵驳回' }, actor));
  },
  [setAdminTestClassAssessors.path]: async (actor, owner) => {
    const { id } = await reviewClass(actor, owner);
    const crew = [await assessor(t.database.db, 1), await assessor(t.database.db, 1), await assessor(t.database.db, 1)].map((a) => a.id);
    return classMoved(id, await call(t.app, setAdminTestClassAssessors.path, { id, grade_one_examiner: crew, leader: crew[0] }, actor));
  },
  [bulkPassAdminTestClass.path]: async (actor, owner) => {
    const { id } = await reviewClass(actor, owner);
    const result = await callOk(t.app, bulkPassAdminTestClass.path, { ids: [id] }, actor);
    const [item] = result.items as { ok: boolean; message: string }[];
    if (item.ok) return 'reached';
    expect(item.message).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
};

// The back office's accounts (decision 0071): an institution account in the actor's province (广东, own) or another
// reviewer's (广西, other); role 5 reaches both.
let accountSerial = 0;
async function accountIn(actor: User, owner: User): Promise<{ id: number; name: string }> {
  accountSerial += 1;
  const name = `矩阵账号机构${accountSerial}号`;
  return { id: await institutionIn(t.database.db, await reviewPlace(actor, owner), null, name), name };
}
async function lockedOf(id: number): Promise<boolean> {
  const [row] = await t.database.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, id));
  return row.lockedAt !== null;
}
const ACCOUNT_PROBES: Record<string, (actor: User, owner: User) => Promise<Outcome>> = {
  [searchAdminAccounts.path]: async (actor, owner) => {
    const { id, name } = await accountIn(actor, owner);
    const result = await callOk(t.app, searchAdminAccounts.path, { page: 1, keyword: name }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [getAdminAccount.path]: async (actor, owner) => {
    const { id } = await accountIn(actor, owner);
    return reachedOrForbidden(await call(t.app, getAdminAccount.path, { id }, actor));
  },
  [lockAdminAccount.path]: async (actor, owner) => {
    const { id } = await accountIn(actor, owner);
    const answer = await call(t.app, lockAdminAccount.path, { id, reason: '矩阵锁定' }, actor);
    if (await lockedOf(id)) return 'reached';
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [unlockAdminAccount.path]: async (actor, owner) => {
    const { id } = await accountIn(actor, owner);
    await t.database.db.update(users).set({ lockedAt: new Date(), lockReason: '矩阵' }).where(eq(users.id, id));
    const answer = await call(t.app, unlockAdminAccount.path, { id, reason: '矩阵解锁' }, actor);
    if (!(await lockedOf(id))) return 'reached';
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [startAdminPasswordReset.path]: async (actor, owner) => {
    const { id } = await accountIn(actor, owner);
    return reachedOrForbidden(await call(t.app, startAdminPasswordReset.path, { id }, actor));
  },
};
const ACCOUNT_CALLS = [searchAdminAccounts.path, getAdminAccount.path, lockAdminAccount.path, unlockAdminAccount.path, startAdminPasswordReset.path];
const ACCOUNT_OWNERSHIP: readonly OwnershipRow[] = ACCOUNT_CALLS.flatMap((path): OwnershipRow[] => [
  { call: path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: path, role: 4, record: 'otherRecord', expected: path === searchAdminAccounts.path ? 'untouched' : 'forbidden' },
  { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
  { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
]);
/** An event application of an athlete in the actor's province (ownRecord) or another (decision 0072). */
async function reviewEventApplication(actor: User, owner: User): Promise<{ id: number; name: string }> {
  const place = await reviewPlace(actor, owner);
  const athlete = await athleteOf(t.database.db, new Date());
  await t.database.db.update(personProfiles).set({ provinceId: place.provinceId }).where(eq(personProfiles.userId, athlete.userId));
  const ev = await eventWithResults(t.database.db, new Date(), { results: [{ athleteUserId: athlete.userId, grade: 5 }] });
  const [row] = await t.database.db
    .insert(eventApplications)
    .values({ athleteUserId: athlete.userId, eventId: ev.eventId, applyGrade: 5, applyWay: 1, eventResultId: ev.resultIds[0], applyStatus: 0, applyTime: new Date() })
    .returning({ id: eventApplications.id });
  return { id: row.id, name: athlete.name };
}

const EVENT_REVIEW_PROBES: Record<string, (actor: User, owner: User) => Promise<Outcome>> = {
  [getAdminEventList.path]: async (actor, owner) => {
    const { id, name } = await reviewEventApplication(actor, owner);
    const result = await callOk(t.app, getAdminEventList.path, { page: 1, limit: 10, keyword: name }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [getAdminEvent.path]: async (actor, owner) => {
    const { id } = await reviewEventApplication(actor, owner);
    const answer = await call(t.app, getAdminEvent.path, { id }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
    return 'forbidden';
  },
  [passAdminEvent.path]: async (actor, owner) => {
    const { id } = await reviewEventApplication(actor, owner);
    const answer = await call(t.app, passAdminEvent.path, { id }, actor);
    return answer.result?.isSuccess ? 'reached' : 'forbidden';
  },
  [rejectAdminEvent.path]: async (actor, owner) => {
    const { id } = await reviewEventApplication(actor, owner);
    const answer = await call(t.app, rejectAdminEvent.path, { id, reason: '矩阵驳回' }, actor);
    return answer.result?.isSuccess ? 'reached' : 'forbidden';
  },
};

/**
 * A training class held in the actor's province (ownRecord) or another (decision 0074), its sign-up open, its
 * assessment begun an hour ago, with one content and one paid (orderless) sign-up.
 */
let trainingSerial = 0;
async function reviewTrainingClass(actor: User, owner: User): Promise<{ id: number; name: string; recordId: number; contentId: number }> {
  const place = await reviewPlace(actor, owner);
  trainingSerial += 1;
  const name = `矩阵培训班${trainingSerial}号`;
  const now = Date.now();
  const id = await newTrainingClass(t.database.db, new Date(), { name });
  await t.database.db
    .update(trainingClasses)
    .set({ provinceId: place.provinceId, cityId: place.cityId, districtId: place.districtId, assessmentStartTime: new Date(now - 3_600_000) })
    .where(eq(trainingClasses.id, id));
  const [content] = await t.database.db
    .insert(trainingClassContents)
    .values({ trainingClassId: id, sort: 1, content: '理论知识', assessmentMethod: '笔试' })
    .returning({ id: trainingClassContents.id });
  const evaluator = await signedInUser(t.database.db, 2);
  const [record] = await t.database.db
    .insert(evaluatorTrainingRecords)
    .values({ evaluatorUserId: evaluator.userId, trainingClassId: id, grade: 2, feeType: 3, createdAt: new Date() })
    .returning({ id: evaluatorTrainingRecords.id });
  return { id, name, recordId: record.id, contentId: content.id };
}

const TRAINING_PROBES: Record<string, (actor: User, owner: User) => Promise<Outcome>> = {
  [getAdminTrainingList.path]: async (actor, owner) => {
    const { id, name } = await reviewTrainingClass(actor, owner);
    const result = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword: name }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [getAdminTraining.path]: async (actor, owner) => {
    const { id } = await reviewTrainingClass(actor, owner);
    return reachedOrForbidden(await call(t.app, getAdminTraining.path, { id }, actor));
  },
  [saveAdminTraining.path]: async (actor, owner) => {
    const { id } = await reviewTrainingClass(actor, owner);
    const detail = await callOk(t.app, getAdminTraining.path, { id }, actor);
    // No sign-up would lock it if it had not opened; this one is open with a sign-up, so move its window ahead first.
    await t.database.db.update(trainingClasses).set({ applyStartTime: new Date(Date.now() + 86_400_000) }).where(eq(trainingClasses.id, id));
    const payload = {
      ...detail,
      id,
      name: `${detail.name as string}改`,
      apply_start_time: '2099-01-01 09:00:00',
      apply_end_time: '2099-01-10 18:00:00',
      opening_class_start_time: '2099-01-11 09:00:00',
      opening_class_end_time: '2099-01-12 18:00:00',
      assessment_start_time: '2099-01-13 09:00:00',
      assessment_end_time: '2099-01-13 18:00:00',
      fees: detail.fees,
      contents: detail.contents,
    };
    return reachedOrForbidden(await call(t.app, saveAdminTraining.path, payload, actor));
  },
  [setAdminTrainingStop.path]: async (actor, owner) => {
    const { id } = await reviewTrainingClass(actor, owner);
    return reachedOrForbidden(await call(t.app, setAdminTrainingStop.path, { id, is_stop: true }, actor));
  },
  [recordAdminTrainingResult.path]: async (actor, owner) => {
    const { id, recordId, contentId } = await reviewTrainingClass(actor, owner);
    const payload = { id, record_id: recordId, performance_review: 1, scores: [{ content_id: contentId, score: 90 }] };
    return reachedOrForbidden(await call(t.app, recordAdminTrainingResult.path, payload, actor));
  },
};

const TRAINING_OWNERSHIP: readonly OwnershipRow[] = [
  // Role 4 lists and reads its province's classes only; role 5 reaches every class (decision 0074).
  { call: getAdminTrainingList.path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: getAdminTrainingList.path, role: 4, record: 'otherRecord', expected: 'untouched' },
  { call: getAdminTraining.path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: getAdminTraining.path, role: 4, record: 'otherRecord', expected: 'forbidden' },
  ...[getAdminTrainingList.path, getAdminTraining.path, saveAdminTraining.path, setAdminTrainingStop.path, recordAdminTrainingResult.path].flatMap(
    (path): OwnershipRow[] => [
      { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
      { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
    ],
  ),
];

const REVIEW_RECORD_CALLS = [
  getAdminQualificationDetail.path,
  passAdminQualification.path,
  rejectAdminQualification.path,
  getAdminTestClassDetail.path,
  passAdminTestClass.path,
  rejectAdminTestClass.path,
  setAdminTestClassAssessors.path,
];
const REVIEW_OWNERSHIP: readonly OwnershipRow[] = [
  // Event-based level review (decision 0072): role 4 reads its province's athletes only; role 5 reads and decides all.
  { call: getAdminEventList.path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: getAdminEventList.path, role: 4, record: 'otherRecord', expected: 'untouched' },
  { call: getAdminEvent.path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: getAdminEvent.path, role: 4, record: 'otherRecord', expected: 'forbidden' },
  ...[getAdminEventList.path, getAdminEvent.path, passAdminEvent.path, rejectAdminEvent.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
  ]),
  // Lists keep another province's records out; a named record of another province is refused.
  ...[getAdminQualificationList.path, getAdminTestClassList.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 4, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 4, record: 'otherRecord', expected: 'untouched' },
    { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
  ]),
  ...[...REVIEW_RECORD_CALLS, bulkPassAdminQualification.path, bulkPassAdminTestClass.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 4, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 4, record: 'otherRecord', expected: 'forbidden' },
  ]),
  ...REVIEW_RECORD_CALLS.flatMap((path): OwnershipRow[] => [
    { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
  ]),
];

const PROBES: Record<string, (actor: User, owner: User) => Promise<Outcome>> = {
  ...REVIEW_PROBES,
  ...ACCOUNT_PROBES,
  ...EVENT_REVIEW_PROBES,
  ...TRAINING_PROBES,
  // The back office's grade submissions (decision 0068): a provincial reviewer reaches their province's classes only
  // (another province's is refused, and never listed); the national administrator every class.
  [getAdminGradeSubmissionList.path]: async (actor, owner) => {
    const { testClassId, title } = await reviewedClassOf(actor, owner, 1);
    const result = await callOk(t.app, getAdminGradeSubmissionList.path, { page: 1, limit: 100, keyword: title }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === testClassId) ? 'reached' : 'untouched';
  },
  [getAdminGradeSubmission.path]: async (actor, owner) => {
    const { testClassId } = await reviewedClassOf(actor, owner, 1);
    return reachedOrForbidden(await call(t.app, getAdminGradeSubmission.path, { id: testClassId }, actor));
  },
  [downloadAdminSupervisionForm.path]: async (actor, owner) => {
    const { testClassId, institutionUserId } = await reviewedClassOf(actor, owner, 1);
    await t.database.db.insert(supervisionForms).values({ testClassId, filePath: 'supervision/m.pdf', fileName: 'm.pdf', uploadedBy: institutionUserId, uploadedAt: new Date() });
    return reachedOrForbidden(await call(t.app, downloadAdminSupervisionForm.path, { id: testClassId }, actor));
  },
  [approveGradeSubmission.path]: async (actor, owner) => {
    const { testClassId } = await reviewedClassOf(actor, owner, 1);
    return statusOutcome(await call(t.app, approveGradeSubmission.path, { id: testClassId }, actor), testClassId, 3);
  },
  [rejectGradeSubmission.path]: async (actor, owner) => {
    const { testClassId } = await reviewedClassOf(actor, owner, 1);
    return statusOutcome(await call(t.app, rejectGradeSubmission.path, { id: testClassId, reason: '矩阵驳回' }, actor), testClassId, 2);
  },
  [publishGradeSubmission.path]: async (actor, owner) => {
    const { testClassId } = await reviewedClassOf(actor, owner, 3);
    return statusOutcome(await call(t.app, publishGradeSubmission.path, { id: testClassId }, actor), testClassId, 4);
  },
  [getAdminAppealList.path]: async (actor, owner) => {
    const { appealId, title } = await secondAppealOf(actor, owner);
    const result = await callOk(t.app, getAdminAppealList.path, { page: 1, limit: 100, keyword: title }, actor);
    return (result.items as { id: number }[]).some((item) => item.id === appealId) ? 'reached' : 'untouched';
  },
  [getAdminAppeal.path]: async (actor, owner) => {
    const { appealId } = await secondAppealOf(actor, owner);
    return reachedOrForbidden(await call(t.app, getAdminAppeal.path, { id: appealId }, actor));
  },
  [acceptAdminAppeal.path]: async (actor, owner) => {
    const { appealId } = await secondAppealOf(actor, owner);
    return reachedOrForbidden(await call(t.app, acceptAdminAppeal.path, { id: appealId }, actor));
  },
  [decideAdminAppeal.path]: async (actor, owner) => {
    const { appealId } = await secondAppealOf(actor, owner);
    return reachedOrForbidden(await call(t.app, decideAdminAppeal.path, { id: appealId, decision: 'keep', manager_reply: '维持原成绩' }, actor));
  },
  // The back office's money queues (decision 0069): the national administrator reaches every institution's request and
  // every owner's paper-certificate order (no province scope: role 4 is refused by role, above).
  [refuseAdminRefund.path]: async (actor, owner) => {
    const { entryId } = await refundRequestOf(owner);
    await call(t.app, refuseAdminRefund.path, { kind: 'entry', id: entryId, reason: '矩阵驳回' }, actor);
    const [row] = await t.database.db.select({ refundStatus: testApplications.refundStatus }).from(testApplications).where(eq(testApplications.id, entryId));
    return row.refundStatus === 3 ? 'reached' : 'untouched';
  },
  [markAdminShippingPrinted.path]: async (actor, owner) => {
    const deliveryId = await paidDeliveryOf(owner);
    await call(t.app, markAdminShippingPrinted.path, { delivery_id: deliveryId }, actor);
    const [row] = await t.database.db.select({ printedAt: certificateDeliveries.printedAt }).from(certificateDeliveries).where(eq(certificateDeliveries.id, deliveryId));
    return row.printedAt ? 'reached' : 'untouched';
  },
  // Work records and supervision forms (decision 0035): another evaluator's class answers as if absent.
  [getEvaluatorAssignments.path]: async (actor, owner) => {
    const id = await assignmentOf(t.database.db, owner.userId);
    const result = await callOk(t.app, getEvaluatorAssignments.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [downloadAttachment.path]: async (actor, owner) => {
    const id = await assignmentOf(t.database.db, owner.userId, { withForm: true });
    const answer = await call(t.app, downloadAttachment.path, { id }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe('该测试班暂无监督表');
    return 'untouched';
  },
  [uploadSupervisionForm.path]: async (actor, owner) => {
    const id = await assignmentOf(t.database.db, owner.userId);
    const file = { name: 'file', content: supervisionFormPdf(), filename: 'form.pdf', type: 'application/pdf' };
    const answer = await callForm(t.app, uploadSupervisionForm.path, { id }, [file], actor);
    const rows = await t.database.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, id));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe('该测试班不存在或您未参与该测试班');
    return 'untouched';
  },
  // The institution's entries and sheets (decision 0060): another institution's class or entry answers as if absent.
  [getEntryList.path]: async (actor, owner) => {
    const { classId } = await entryOf(actor, owner);
    const answer = await call(t.app, getEntryList.path, { test_class_id: classId, type: 1 }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [setEntryRefund.path]: async (actor, owner) => {
    const { entryId } = await entryOf(actor, owner);
    const answer = await call(t.app, setEntryRefund.path, { application_id: entryId, status: 1 }, actor);
    const [row] = await t.database.db.select({ refundStatus: testApplications.refundStatus }).from(testApplications).where(eq(testApplications.id, entryId));
    if (row.refundStatus === 1) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.entryNotFound);
    return 'untouched';
  },
  [downloadEntrySheet.path]: async (actor, owner) => {
    const { classId } = await entryOf(actor, owner);
    const answer = await call(t.app, downloadEntrySheet.path, { test_class_id: classId }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [importEntrySheet.path]: async (actor, owner) => {
    const { classId, entryId } = await entryOf(actor, owner);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sheet1');
    sheet.addRow(['姓名', '证件号码', '报考等级', '分组', '测试时间']);
    sheet.addRow(['矩阵甲', `M${entryId}`, '四级', '第一组', '09:00']);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());
    const answer = await callForm(t.app, importEntrySheet.path, { test_class_id: classId, id: 2 }, [{ name: 'file', content, filename: 'a.xlsx' }], actor);
    const [row] = await t.database.db.select({ group: testApplications.arrangeGroup }).from(testApplications).where(eq(testApplications.id, entryId));
    if (row.group === '第一组') return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  // Score entry, grade submission and videos (decision 0062): another institution's class or entry answers as if absent.
  [saveEntryScores.path]: async (actor, owner) => {
    const { classId, entryId } = await arrangedEntryOf(actor, owner);
    const answer = await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [{ application_id: entryId, subject_1: 60, subject_2: 60, subject_3: 60, subject_4: 60 }] }, actor);
    const rows = await t.database.db.select().from(testScoreItems).where(eq(testScoreItems.applicationId, entryId));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [downloadScoreTemplate.path]: async (actor, owner) => {
    const { classId } = await arrangedEntryOf(actor, owner);
    const answer = await call(t.app, downloadScoreTemplate.path, { test_class_id: classId }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [importScoreSheet.path]: async (actor, owner) => {
    const { classId, entryId } = await arrangedEntryOf(actor, owner);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sheet1');
    sheet.addRow(['姓名', '证件号码', '报考等级', '步法移动', '发球', '击球技术', '实战对抗']);
    sheet.addRow(['矩阵甲', `M${entryId}`, '四级', 60, 60, 60, 60]);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());
    const answer = await callForm(t.app, importScoreSheet.path, { test_class_id: classId }, [{ name: 'file', content, filename: 'a.xlsx' }], actor);
    const rows = await t.database.db.select().from(testScoreItems).where(eq(testScoreItems.applicationId, entryId));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [submitGrades.path]: async (actor, owner) => {
    const { classId, entryId } = await arrangedEntryOf(actor, owner);
    await t.database.db.insert(testScoreItems).values([1, 2, 3, 4].map((sort) => ({ applicationId: entryId, sort, subject: `科目${sort}`, score: '60.0' })));
    const answer = await call(t.app, submitGrades.path, { test_class_id: classId }, actor);
    const [row] = await t.database.db.select({ status: testClasses.gradeSubmissionStatus }).from(testClasses).where(eq(testClasses.id, classId));
    if (row.status === 1) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [saveClassVideo.path]: async (actor, owner) => {
    const { classId } = await entryOf(actor, owner);
    const answer = await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: 'https://video.example.com/m.mp4' }, actor);
    const rows = await t.database.db.select().from(testClassVideos).where(eq(testClassVideos.testClassId, classId));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [getClassVideos.path]: async (actor, owner) => {
    const { classId } = await entryOf(actor, owner);
    await t.database.db.insert(testClassVideos).values({ testClassId: classId, videoUrl: 'https://video.example.com/o.mp4', savedBy: owner.userId, createdAt: new Date() });
    const answer = await call(t.app, getClassVideos.path, { test_class_id: classId }, actor);
    if (answer.result?.isSuccess) return (answer.result.items as unknown[]).length > 0 ? 'reached' : 'untouched';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  // The batch certificate application (decision 0063): another institution's class answers as if absent.
  [checkBatchCertificates.path]: async (actor, owner) => {
    const { classId } = await batchReadyClassOf(actor, owner);
    const answer = await call(t.app, checkBatchCertificates.path, { test_class_id: classId }, actor);
    if (answer.result?.isSuccess) return (answer.result.totalCount as number) > 0 ? 'reached' : 'untouched';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  [applyBatchCertificates.path]: async (actor, owner) => {
    const { classId } = await batchReadyClassOf(actor, owner);
    const answer = await call(t.app, applyBatchCertificates.path, { test_class_id: classId }, actor);
    const rows = await t.database.db.select().from(certificateDeliveries).where(eq(certificateDeliveries.userId, actor.userId));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ENTRY_MESSAGES.classNotFound);
    return 'untouched';
  },
  // The institution's test classes and sites (decision 0059): another institution's answer as if absent.
  // Complaint handling and the order centre (decision 0061): another institution's appeal or order is never reached.
  [getInstitutionAppealList.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const { appealId } = await appealOnClassOf(t.database.db, owner.userId);
    const result = await callOk(t.app, getInstitutionAppealList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === appealId) ? 'reached' : 'untouched';
  },
  [getAppealScores.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const { appealId } = await appealOnClassOf(t.database.db, owner.userId);
    const answer = await call(t.app, getAppealScores.path, { id: appealId }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ORDERS_APPEALS_MESSAGES.appealNotFound);
    return 'untouched';
  },
  [modifyAppealScore.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const { appealId, scoreItemIds } = await appealOnClassOf(t.database.db, owner.userId);
    const answer = await call(t.app, modifyAppealScore.path, { id: appealId, score_subject: [{ test_subject_id: scoreItemIds[0], score: 99 }] }, actor);
    const [row] = await t.database.db.select({ status: appeals.appealStatus }).from(appeals).where(eq(appeals.id, appealId));
    if (row.status !== 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ORDERS_APPEALS_MESSAGES.appealNotFound);
    return 'untouched';
  },
  [rejectAppeal.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const { appealId } = await appealOnClassOf(t.database.db, owner.userId);
    const answer = await call(t.app, rejectAppeal.path, { id: appealId, appeal_reply: '成绩无误' }, actor);
    const [row] = await t.database.db.select({ status: appeals.appealStatus }).from(appeals).where(eq(appeals.id, appealId));
    if (row.status !== 0) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_ORDERS_APPEALS_MESSAGES.appealNotFound);
    return 'untouched';
  },
  [getInstitutionOrderList.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const orderSn = await institutionOrderOf(t.database.db, owner.userId);
    const result = await callOk(t.app, getInstitutionOrderList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { order_sn: string }[]).some((item) => item.order_sn === orderSn) ? 'reached' : 'untouched';
  },
  [getInstitutionTestClassList.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const id = await classOf(t.database.db, owner.userId);
    const result = await callOk(t.app, getInstitutionTestClassList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [setTestClassRefund.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const id = await classOf(t.database.db, owner.userId);
    const answer = await call(t.app, setTestClassRefund.path, { test_class_id: id, status: 1 }, actor);
    const [row] = await t.database.db.select({ refundStatus: testClasses.refundStatus }).from(testClasses).where(eq(testClasses.id, id));
    if (row.refundStatus === 1) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_CLASS_MESSAGES.classNotFound);
    return 'untouched';
  },
  [getTestClassDetail.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const id = await classOf(t.database.db, owner.userId);
    const answer = await call(t.app, getTestClassDetail.path, { testId: id }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_CLASS_MESSAGES.classNotFound);
    return 'untouched';
  },
  [getTestSiteList.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const id = await siteOf(t.database.db, owner.userId);
    const result = await callOk(t.app, getTestSiteList.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === id) ? 'reached' : 'untouched';
  },
  [addTestClass.path]: async (actor, owner) => {
    await institutionWithStatus(t.database.db, actor.userId, 3);
    await institutionWithStatus(t.database.db, owner.userId, 3);
    const siteId = await siteOf(t.database.db, owner.userId);
    const crew = [await assessor(t.database.db, 1), await assessor(t.database.db, 1), await assessor(t.database.db, 1)];
    const answer = await call(
      t.app,
      addTestClass.path,
      {
        register_time: ['2027-03-01 09:00:00', '2027-03-20 18:00:00'],
        test_time: ['2027-03-28 09:00:00', '2027-03-28 17:00:00'],
        test_address: siteId,
        test_grade: [4],
        test_class_title: '所有权测试班',
        testNum: '20',
        grade_one_examiner: crew.map((a) => a.id),
        province: 440000,
        city: 440100,
        district: 440106,
        addressinfo: '体育东路1号',
        contact: '李老师',
        contact_number: '13800138000',
      },
      { userToken: actor.userToken, userId: owner.userId },
    );
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(INSTITUTION_CLASS_MESSAGES.siteNotFound);
    return 'untouched';
  },
  [readStationNews.path]: async (actor, owner) => {
    const id = await messageFor(owner, '一条未读消息');
    const answer = await call(t.app, readStationNews.path, { id }, actor);
    const [row] = await t.database.db.select({ isRead: stationMessages.isRead }).from(stationMessages).where(eq(stationMessages.id, id));
    if (answer.result?.errorMsg === MESSAGES.forbidden) return row.isRead ? fail('refused, yet changed') : 'forbidden';
    expect(answer.result?.isSuccess).toBe(true);
    return row.isRead ? 'reached' : 'untouched';
  },
  [getStationNewsList.path]: async (actor, owner) => {
    const id = await messageFor(owner, `给${owner.userId}的消息`);
    const result = await callOk(t.app, getStationNewsList.path, { page: 1, limit: 100, status: 0 }, { userToken: actor.userToken, userId: owner.userId });
    const ids = (result.items as { id: number }[]).map((item) => item.id);
    return ids.includes(id) ? 'reached' : 'untouched';
  },
  [getOpenQuery.path]: async (actor, owner) => {
    await t.database.db.update(users).set({ openQuery: true }).where(eq(users.id, actor.userId));
    await t.database.db.update(users).set({ openQuery: false }).where(eq(users.id, owner.userId));
    const result = await callOk(t.app, getOpenQuery.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return result.is_open === false ? 'reached' : 'untouched';
  },
  [setOpenQuery.path]: async (actor, owner) => {
    await t.database.db.update(users).set({ openQuery: true }).where(eq(users.id, owner.userId));
    await callOk(t.app, setOpenQuery.path, { isopen: 0 }, { userToken: actor.userToken, userId: owner.userId });
    const [row] = await t.database.db.select({ openQuery: users.openQuery }).from(users).where(eq(users.id, owner.userId));
    return row.openQuery ? 'untouched' : 'reached';
  },
  [getMechanismInfo.path]: async (actor, owner) => {
    const name = await institutionFor(owner);
    const result = await callOk(t.app, getMechanismInfo.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return JSON.stringify(result).includes(name) ? 'reached' : 'untouched';
  },
  [getPersonalInfo.path]: async (actor, owner) => {
    const name = await profileFor(owner);
    const result = await callOk(t.app, getPersonalInfo.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return JSON.stringify(result).includes(name) ? 'reached' : 'untouched';
  },
  // Scores, appeals and event levels (decision 0032): another athlete's record answers as if it did not exist.
  [getTestScores.path]: async (actor, owner) => {
    const signUp = await signUpWithScores(t.database.db, owner.userId, { publishedAt: new Date(Date.now() - 86_400_000) });
    const answer = await call(t.app, getTestScores.path, { id: signUp.applicationId, testClassId: signUp.testClassId }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(SCORES_APPEALS_MESSAGES.signUpNotFound);
    return 'untouched';
  },
  [createAppeal.path]: async (actor, owner) => {
    const signUp = await signUpWithScores(t.database.db, owner.userId, { publishedAt: new Date(Date.now() - 86_400_000) });
    await call(t.app, createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: '所有权测试' }, actor);
    const rows = await t.database.db.select().from(appeals).where(eq(appeals.applicationId, signUp.applicationId));
    return rows.length > 0 ? 'reached' : 'untouched';
  },
  [getAppealList.path]: async (actor, owner) => {
    const appealId = await unchangedAppealOf(owner);
    const result = await callOk(t.app, getAppealList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === appealId) ? 'reached' : 'untouched';
  },
  [secondAppeal.path]: async (actor, owner) => {
    const appealId = await unchangedAppealOf(owner);
    await call(t.app, secondAppeal.path, { id: appealId, appeal_content: '所有权测试' }, actor);
    const [row] = await t.database.db.select({ status: appeals.appealStatus }).from(appeals).where(eq(appeals.id, appealId));
    return row.status === 4 ? 'reached' : 'untouched';
  },
  [getEventApplyList.path]: async (actor, owner) => {
    const ev = await eventWithResults(t.database.db, new Date(), { results: [{ athleteUserId: owner.userId, grade: 5 }] });
    const result = await callOk(t.app, getEventApplyList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === ev.resultIds[0]) ? 'reached' : 'untouched';
  },
  [autoApplyEvent.path]: async (actor, owner) => {
    const ev = await eventWithResults(t.database.db, new Date(), { results: [{ athleteUserId: owner.userId, grade: 5 }] });
    await call(t.app, autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 5 }, { userToken: actor.userToken, userId: owner.userId });
    const rows = await t.database.db.select().from(eventApplications).where(eq(eventApplications.eventId, ev.eventId));
    return rows.length > 0 ? 'reached' : 'untouched';
  },
  // Orders (decision 0030): another user's order answers 订单不存在 and is not touched.
  [getPayCode.path]: async (actor, owner) => {
    const order = await orderFor(t.database.db, owner.userId);
    const answer = await call(t.app, getPayCode.path, { order_sn: order.orderSn }, actor);
    const row = await orderRow(t.database.db, order.id);
    if (answer.result?.isSuccess) return row.payCodeUrl ? 'reached' : fail('answered, yet no pay code');
    expect(answer.result?.errorMsg).toBe('订单不存在');
    return row.payCodeUrl === null ? 'untouched' : fail('refused, yet changed');
  },
  [getOrderStatus.path]: async (actor, owner) => {
    const order = await orderFor(t.database.db, owner.userId);
    const answer = await call(t.app, getOrderStatus.path, { order_sn: order.orderSn }, actor);
    if (answer.result?.isSuccess) return answer.result.orderStatus === '1' ? 'reached' : fail('wrong status');
    expect(answer.result?.errorMsg).toBe('订单不存在');
    return 'untouched';
  },
  [getEventApplyRecords.path]: async (actor, owner) => {
    const ev = await eventWithResults(t.database.db, new Date(), { results: [{ athleteUserId: owner.userId, grade: 5 }] });
    await callOk(t.app, autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 5 }, owner);
    const result = await callOk(t.app, getEventApplyRecords.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { event_id: number }[]).some((item) => item.event_id === ev.eventId) ? 'reached' : 'untouched';
  },
  // Certificates, delivery, logistics and invoices (decision 0033): another user's answer as if absent.
  [getOwnCertificates.path]: async (actor, owner) => {
    const [user] = await t.database.db.select({ usertype: users.usertype }).from(users).where(eq(users.id, owner.userId));
    const grade = user.usertype === 2 ? 31 : 4;
    const certificate = await certificateOf(t.database.db, owner.userId, { grade, createdDate: new Date(Date.now() - 86_400_000) });
    const result = await callOk(t.app, getOwnCertificates.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { id: number }[]).some((item) => item.id === certificate.id) ? 'reached' : 'untouched';
  },
  [getPaperCertificateOrders.path]: async (actor, owner) => {
    const { orderSn } = await deliveryOf(owner);
    const result = await callOk(t.app, getPaperCertificateOrders.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { payment_order_sn: string }[]).some((item) => item.payment_order_sn === orderSn) ? 'reached' : 'untouched';
  },
  [getProxyRecords.path]: async (actor, owner) => {
    const certificate = await certificateOf(t.database.db, owner.userId, { grade: 4, createdDate: new Date(Date.now() - 86_400_000) });
    await callOk(t.app, applyProxy.path, { ApplicationWay: 1, ids: [certificate.id] }, owner);
    const result = await callOk(t.app, getProxyRecords.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.totalCount as number) > 0 ? 'reached' : 'untouched';
  },
  [applyProxy.path]: async (actor, owner) => {
    const certificate = await certificateOf(t.database.db, owner.userId, { grade: 4, createdDate: new Date(Date.now() - 86_400_000) });
    const answer = await call(t.app, applyProxy.path, { ApplicationWay: 1, ids: [certificate.id] }, actor);
    const rows = await t.database.db.select().from(certificateProxyRequests).where(eq(certificateProxyRequests.certificateId, certificate.id));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe('该证书不存在');
    return 'untouched';
  },
  [submitDelivery.path]: async (actor, owner) => {
    const certificate = await certificateOf(t.database.db, owner.userId, { grade: 4, createdDate: new Date(Date.now() - 40 * 86_400_000) });
    const answer = await call(t.app, submitDelivery.path, deliveryPayload(certificate.id), actor);
    const rows = await t.database.db.select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.certificateId, certificate.id));
    if (rows.length > 0) return 'reached';
    expect(answer.result?.errorMsg).toBe('该证书不存在');
    return 'untouched';
  },
  [getLogistics.path]: async (actor, owner) => {
    const { deliveryId } = await deliveryOf(owner);
    const waybill = `SF${String(deliveryId).padStart(12, '0')}`;
    await t.database.db
      .update(certificateDeliveries)
      .set({ expressCompany: '顺丰速运', expressNumber: waybill, mailingTime: new Date(Date.now() - 3_600_000) })
      .where(eq(certificateDeliveries.id, deliveryId));
    const result = await callOk(t.app, getLogistics.path, { ordernumber: waybill }, actor);
    return (result.items as unknown[]).length > 0 ? 'reached' : 'untouched';
  },
  [getInvoiceList.path]: async (actor, owner) => {
    const { orderSn } = await invoiceOf(owner);
    const result = await callOk(t.app, getInvoiceList.path, { page: 1, limit: 100 }, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { order_sn: string }[]).some((item) => item.order_sn === orderSn) ? 'reached' : 'untouched';
  },
  [getInvoiceDetail.path]: async (actor, owner) => {
    const { orderSn } = await invoiceOf(owner);
    const result = await callOk(t.app, getInvoiceDetail.path, { order_sn: orderSn }, actor);
    return (result.items as unknown[]).length > 0 ? 'reached' : 'untouched';
  },
  // The evaluator's training (decision 0034): another evaluator's order, record and scores answer as if they did not
  // exist; the lists are keyed by the session alone.
  [getTrainingOrder.path]: async (actor, owner) => {
    const { tcId } = await reviewedTrainingFor(t.database.db, owner.userId, new Date());
    const result = await callOk(t.app, getTrainingOrder.path, { id: tcId }, actor);
    return (result.items as unknown[]).length > 0 ? 'reached' : 'untouched';
  },
  [getTrainingScores.path]: async (actor, owner) => {
    const { tcId } = await reviewedTrainingFor(t.database.db, owner.userId, new Date());
    const answer = await call(t.app, getTrainingScores.path, { tc_id: tcId }, actor);
    if (answer.result?.isSuccess) return 'reached';
    expect(answer.result?.errorMsg).toBe(TRAINING_ORDER_MESSAGES.recordNotFound);
    return 'untouched';
  },
  [getTrainingRecords.path]: async (actor, owner) => {
    const { tcId } = await reviewedTrainingFor(t.database.db, owner.userId, new Date());
    const result = await callOk(t.app, getTrainingRecords.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { tc_id: number }[]).some((item) => item.tc_id === tcId) ? 'reached' : 'untouched';
  },
  [getPayRecords.path]: async (actor, owner) => {
    const { orderSn } = await reviewedTrainingFor(t.database.db, owner.userId, new Date());
    const result = await callOk(t.app, getPayRecords.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { order_sn: string }[]).some((item) => item.order_sn === orderSn) ? 'reached' : 'untouched';
  },
  // The institution's qualification, contracts, real-name and seal (decision 0058): another institution's records
  // answer as absent (该合同不存在) or are simply not the caller's; the session names the institution, never userid.
  [getQualificationList.path]: async (actor, owner) => {
    await qualificationOf(owner);
    const result = await callOk(t.app, getQualificationList.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as unknown[]).length > 0 ? 'reached' : 'untouched';
  },
  [submitQualification.path]: async (actor, owner) => {
    await ensureInstitutionProfile(owner);
    await ensureInstitutionProfile(actor);
    await callForm(t.app, submitQualification.path, qualificationFields(), [await licenceFile()], { userToken: actor.userToken, userId: owner.userId });
    const rows = await t.database.db.select().from(qualificationApplications).where(eq(qualificationApplications.institutionUserId, owner.userId));
    return rows.length > 0 ? 'reached' : 'untouched';
  },
  [getContractList.path]: async (actor, owner) => {
    const contract = await contractFor(t.database.db, owner.userId);
    const result = await callOk(t.app, getContractList.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return (result.items as { contract_id: string }[]).some((item) => item.contract_id === contract.contractId) ? 'reached' : 'untouched';
  },
  [signContract.path]: async (actor, owner) => {
    const contract = await contractFor(t.database.db, owner.userId);
    const answer = await call(t.app, signContract.path, { contract_id: contract.contractId }, actor);
    const rows = await t.database.db.select().from(contractSignTransactions).where(eq(contractSignTransactions.contractRowId, contract.id));
    if (rows.length > 0) return answer.result?.isSuccess ? 'reached' : fail('refused, yet changed');
    expect(answer.result?.errorMsg).toBe('该合同不存在');
    return 'untouched';
  },
  [payContractDeposit.path]: async (actor, owner) => {
    const contract = await contractFor(t.database.db, owner.userId, { resultCode: 3000, contractStatus: 1 });
    const answer = await call(t.app, payContractDeposit.path, { contract_id: contract.contractId }, actor);
    const [row] = await t.database.db.select().from(institutionContracts).where(eq(institutionContracts.id, contract.id));
    if (row.depositOrderId !== null) return 'reached';
    expect(answer.result?.errorMsg).toBe('该合同不存在');
    return 'untouched';
  },
  [applyCert.path]: async (actor, owner) => {
    const id = await verificationOf(owner, { status: 2 });
    await callOk(t.app, applyCert.path, {}, { userToken: actor.userToken, userId: owner.userId });
    const [row] = await t.database.db.select().from(realNameVerifications).where(eq(realNameVerifications.id, id));
    return row.certSerial ? 'reached' : 'untouched';
  },
  [getCertStatus.path]: async (actor, owner) => {
    await verificationOf(owner, { status: 2, certSerial: `CERT-OWNER-${owner.userId}` });
    const result = await callOk(t.app, getCertStatus.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return result.serialNumber === `CERT-OWNER-${owner.userId}` ? 'reached' : 'untouched';
  },
  [getRealName.path]: async (actor, owner) => {
    await verificationOf(owner, { status: 1 });
    const result = await callOk(t.app, getRealName.path, {}, { userToken: actor.userToken, userId: owner.userId });
    return result.url === `http://esign.test/verify/owner-${owner.userId}` ? 'reached' : 'untouched';
  },
  [submitRealName.path]: async (actor, owner) => {
    const fields = {
      company_name: '所有权测试公司',
      credit_no: '91440101MA5CXXXX1X',
      legal_name: '张三',
      legal_id: '440106199001011234',
      legal_mobile: '13800138000',
      bank_card_no: '6222000011112222',
      bank_id: '102',
      bank_name: '中国工商银行',
      subbranch_name: '天河支行',
    };
    const files = [await licenceFile('credit_image_path'), await jpegFile('legal_id_front_path')];
    await callForm(t.app, submitRealName.path, fields, files, { userToken: actor.userToken, userId: owner.userId });
    const rows = await t.database.db.select().from(realNameVerifications).where(eq(realNameVerifications.institutionUserId, owner.userId));
    return rows.length > 0 ? 'reached' : 'untouched';
  },
  [uploadSeal.path]: async (actor, owner) => {
    await callForm(t.app, uploadSeal.path, {}, [await jpegFile('business_license_key')], { userToken: actor.userToken, userId: owner.userId });
    const rows = await t.database.db.select().from(institutionSeals).where(eq(institutionSeals.institutionUserId, owner.userId));
    return rows.length > 0 ? 'reached' : 'untouched';
  },
};

/** Gives an institution account its basic information once. */
async function ensureInstitutionProfile(owner: User): Promise<void> {
  const [row] = await t.database.db.select({ userId: institutionProfiles.userId }).from(institutionProfiles).where(eq(institutionProfiles.userId, owner.userId));
  if (!row) await institutionProfileFor(t.database.db, owner.userId);
}

/** Gives `owner` (an institution) a submitted qualification, through the call. */
async function qualificationOf(owner: User): Promise<void> {
  await ensureInstitutionProfile(owner);
  const answer = await callForm(t.app, submitQualification.path, qualificationFields(), [await licenceFile()], owner);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
}

/** Gives `owner` (an institution) a real-name verification; returns its id. */
async function verificationOf(owner: User, values: { status: number; certSerial?: string }): Promise<number> {
  const [row] = await t.database.db
    .insert(realNameVerifications)
    .values({
      institutionUserId: owner.userId,
      customerId: `CUST-institution-${owner.userId}`,
      transactionNo: `RN-OWNER-${owner.userId}-${values.status}-${Math.random().toString(36).slice(2)}`,
      status: values.status,
      verifyUrl: `http://esign.test/verify/owner-${owner.userId}`,
      companyName: '所有权测试公司',
      creditNo: '91440101MA5CXXXX1X',
      creditImagePath: '/wwwroot/upload/real-name/x.png',
      legalName: '张三',
      legalId: '440106199001011234',
      legalIdFrontPath: '/wwwroot/upload/real-name/y.png',
      legalMobile: '13800138000',
      bankCardNo: '6222000011112222',
      bankId: '102',
      bankName: '中国工商银行',
      subbranchName: '天河支行',
      certSerial: values.certSerial ?? null,
      createdAt: new Date(),
    })
    .returning({ id: realNameVerifications.id });
  return row.id;
}

function deliveryPayload(certificateId: number) {
  return {
    certificateList: [{ paperCertificateId: certificateId, certificate_type: 0 }],
    contacts: '收件人',
    telphone: '13800138000',
    province: 440000,
    city: 440100,
    district: 440106,
    mailing_detail_address: '体育西路1号',
  };
}

/** Gives `owner` a paper-certificate order (made through the call); returns its number and delivery id. */
async function deliveryOf(owner: User): Promise<{ orderSn: string; deliveryId: number }> {
  const certificate = await certificateOf(t.database.db, owner.userId, { grade: 4, createdDate: new Date(Date.now() - 40 * 86_400_000) });
  const answer = await callOk(t.app, submitDelivery.path, deliveryPayload(certificate.id), owner);
  const [item] = await t.database.db.select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.certificateId, certificate.id));
  return { orderSn: answer.order_sn as string, deliveryId: item.deliveryId };
}

/** Gives `owner` an order with an invoice (status 0). */
async function invoiceOf(owner: User): Promise<{ orderSn: string }> {
  const order = await orderFor(t.database.db, owner.userId);
  await t.database.db.insert(invoices).values({
    orderId: order.id,
    userId: owner.userId,
    userType: order.userType,
    custtype: '03',
    amountFen: order.amountFen,
    requestSn: `FP${order.orderSn}`,
    requestedAt: new Date(),
  });
  return { orderSn: order.orderSn };
}

/** Gives `owner` (an athlete) a first appeal that ended unchanged; returns its id. */
async function unchangedAppealOf(owner: User): Promise<number> {
  const signUp = await signUpWithScores(t.database.db, owner.userId, { publishedAt: new Date(Date.now() - 86_400_000) });
  await callOk(t.app, createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: '首次申诉' }, owner);
  const [row] = await t.database.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.applicationId, signUp.applicationId));
  await t.database.db.update(appeals).set({ appealStatus: 3 }).where(eq(appeals.id, row.id));
  return row.id;
}

/** A user's own records are reached; another user's of the same role never are. Each later issue adds its rows. */
const OWNERSHIP: readonly OwnershipRow[] = [
  ...ROLE_CODES.flatMap((role): OwnershipRow[] => [
    { call: readStationNews.path, role, record: 'ownRecord', expected: 'reached' },
    { call: readStationNews.path, role, record: 'otherRecord', expected: 'forbidden' },
    { call: getStationNewsList.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getStationNewsList.path, role, record: 'otherRecord', expected: 'untouched' },
  ]),
  { call: getOpenQuery.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getOpenQuery.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: setOpenQuery.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: setOpenQuery.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getPersonalInfo.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getPersonalInfo.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getPersonalInfo.path, role: 2, record: 'ownRecord', expected: 'reached' },
  { call: getPersonalInfo.path, role: 2, record: 'otherRecord', expected: 'untouched' },
  { call: getMechanismInfo.path, role: 3, record: 'ownRecord', expected: 'reached' },
  { call: getMechanismInfo.path, role: 3, record: 'otherRecord', expected: 'untouched' },
  { call: getTestScores.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getTestScores.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: createAppeal.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: createAppeal.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getAppealList.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getAppealList.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: secondAppeal.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: secondAppeal.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getEventApplyList.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getEventApplyList.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: autoApplyEvent.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: autoApplyEvent.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getEventApplyRecords.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getEventApplyRecords.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  ...([1, 2, 3] as const).flatMap((role): OwnershipRow[] => [
    { call: getPayCode.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getPayCode.path, role, record: 'otherRecord', expected: 'untouched' },
    { call: getOrderStatus.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getOrderStatus.path, role, record: 'otherRecord', expected: 'untouched' },
    { call: getInvoiceList.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getInvoiceList.path, role, record: 'otherRecord', expected: 'untouched' },
    { call: getInvoiceDetail.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getInvoiceDetail.path, role, record: 'otherRecord', expected: 'untouched' },
  ]),
  ...([1, 2] as const).flatMap((role): OwnershipRow[] => [
    { call: getOwnCertificates.path, role, record: 'ownRecord', expected: 'reached' },
    { call: getOwnCertificates.path, role, record: 'otherRecord', expected: 'untouched' },
  ]),
  { call: getPaperCertificateOrders.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getPaperCertificateOrders.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getProxyRecords.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getProxyRecords.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: applyProxy.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: applyProxy.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: submitDelivery.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: submitDelivery.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  { call: getLogistics.path, role: 1, record: 'ownRecord', expected: 'reached' },
  { call: getLogistics.path, role: 1, record: 'otherRecord', expected: 'untouched' },
  ...[getEvaluatorAssignments.path, downloadAttachment.path, uploadSupervisionForm.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 2, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 2, record: 'otherRecord', expected: 'untouched' },
  ]),
  ...[getTrainingOrder.path, getTrainingScores.path, getTrainingRecords.path, getPayRecords.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 2, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 2, record: 'otherRecord', expected: 'untouched' },
  ]),
  // The institution's entries and sheets (decision 0060): another institution's class or entry is never reached.
  ...[getEntryList.path, setEntryRefund.path, downloadEntrySheet.path, importEntrySheet.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 3, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 3, record: 'otherRecord', expected: 'untouched' },
  ]),
  // Score entry, grade submission and videos (decision 0062): another institution's class or entry is never reached.
  ...[saveEntryScores.path, downloadScoreTemplate.path, importScoreSheet.path, submitGrades.path, saveClassVideo.path, getClassVideos.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 3, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 3, record: 'otherRecord', expected: 'untouched' },
  ]),
  // The batch certificate application (decision 0063): another institution's class is never reached.
  ...[checkBatchCertificates.path, applyBatchCertificates.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 3, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 3, record: 'otherRecord', expected: 'untouched' },
  ]),
  // The institution's test classes and sites (decision 0059): another institution's class or site is never reached.
  ...[
    getInstitutionTestClassList.path,
    setTestClassRefund.path,
    getTestClassDetail.path,
    getTestSiteList.path,
    addTestClass.path,
    // Complaint handling and the order centre (decision 0061).
    getInstitutionAppealList.path,
    getAppealScores.path,
    modifyAppealScore.path,
    rejectAppeal.path,
    getInstitutionOrderList.path,
  ].flatMap(
    (path): OwnershipRow[] => [
      { call: path, role: 3, record: 'ownRecord', expected: 'reached' },
      { call: path, role: 3, record: 'otherRecord', expected: 'untouched' },
    ],
  ),
  // The back office's money queues (decision 0069): a national administrator reaches another user's records.
  { call: refuseAdminRefund.path, role: 5, record: 'otherRecord', expected: 'reached' },
  { call: markAdminShippingPrinted.path, role: 5, record: 'otherRecord', expected: 'reached' },
  ...[
    getQualificationList.path,
    submitQualification.path,
    getContractList.path,
    signContract.path,
    payContractDeposit.path,
    applyCert.path,
    getCertStatus.path,
    getRealName.path,
    submitRealName.path,
    uploadSeal.path,
  ].flatMap((path): OwnershipRow[] => [
    { call: path, role: 3, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 3, record: 'otherRecord', expected: 'untouched' },
  ]),
  ...REVIEW_OWNERSHIP,
  ...ACCOUNT_OWNERSHIP,
  ...TRAINING_OWNERSHIP,
  // The back office's grade submissions (decision 0068): role 4 reaches its own province only (another province's
  // class is refused, or absent from the list); role 5 reaches every class and every second appeal.
  { call: getAdminGradeSubmissionList.path, role: 4, record: 'ownRecord', expected: 'reached' },
  { call: getAdminGradeSubmissionList.path, role: 4, record: 'otherRecord', expected: 'untouched' },
  ...[getAdminGradeSubmission.path, downloadAdminSupervisionForm.path, approveGradeSubmission.path, rejectGradeSubmission.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 4, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 4, record: 'otherRecord', expected: 'forbidden' },
  ]),
  ...[getAdminGradeSubmissionList.path, getAdminGradeSubmission.path, downloadAdminSupervisionForm.path, publishGradeSubmission.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
  ]),
  ...[getAdminAppealList.path, getAdminAppeal.path, acceptAdminAppeal.path, decideAdminAppeal.path].flatMap((path): OwnershipRow[] => [
    { call: path, role: 5, record: 'ownRecord', expected: 'reached' },
    { call: path, role: 5, record: 'otherRecord', expected: 'reached' },
  ]),
];

/**
 * A class whose grades are in `status`, in the owner's province: the actor reviews 广东省 (440000); another reviewer
 * (the owner) 北京市 (110000). For the national administrator the provinces do not matter.
 */
async function reviewedClassOf(actor: User, owner: User, status: 1 | 3) {
  await t.database.db.update(users).set({ reviewProvinceId: 440000 }).where(eq(users.id, actor.userId));
  const provinceId = owner.userId === actor.userId ? 440000 : 110000;
  if (owner.userId !== actor.userId) await t.database.db.update(users).set({ reviewProvinceId: provinceId }).where(eq(users.id, owner.userId));
  const graded = await gradedClass(t.database.db, new Date(), { provinceId, status });
  return graded;
}

/** A second appeal (status 4) on a published class in the owner's province (see `reviewedClassOf`). */
async function secondAppealOf(actor: User, owner: User) {
  const graded = await reviewedClassOf(actor, owner, 3);
  await t.database.db.update(testClasses).set({ gradeSubmissionStatus: 4, scoresPublishedAt: new Date() }).where(eq(testClasses.id, graded.testClassId));
  const appealId = await secondAppealOn(t.database.db, graded, new Date());
  return { appealId, title: graded.title };
}

function reachedOrForbidden(answer: Awaited<ReturnType<typeof call>>): Outcome {
  if (answer.result?.isSuccess) return 'reached';
  expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
  return 'forbidden';
}

/** Reached when the class moved to `to`; forbidden when refused with MESSAGES.forbidden and left where it was. */
async function statusOutcome(answer: Awaited<ReturnType<typeof call>>, testClassId: number, to: number): Promise<Outcome> {
  const [row] = await t.database.db.select({ status: testClasses.gradeSubmissionStatus }).from(testClasses).where(eq(testClasses.id, testClassId));
  if (row.status === to) return 'reached';
  expect(answer.result?.errorMsg).toBe(MESSAGES.forbidden);
  return 'forbidden';
}

/** A row refund request (1, not approved) of an entry of a fresh institution's class; `owner` is not involved (role 5). */
async function refundRequestOf(_owner: User): Promise<{ entryId: number }> {
  const institution = await signedInUser(t.database.db, 3);
  await institutionWithStatus(t.database.db, institution.userId, 3);
  const classId = await classOf(t.database.db, institution.userId);
  const athlete = await signedInUser(t.database.db, 1);
  const [entry] = await t.database.db
    .insert(testApplications)
    .values({ athleteUserId: athlete.userId, testClassId: classId, grade: 4, coachStatus: 0, train: '', coach: '', coachPhone: '无', refundStatus: 1, createdAt: new Date() })
    .returning({ id: testApplications.id });
  return { entryId: entry.id };
}

/** A paid paper-certificate delivery of a fresh athlete (the owner's role is 5, so the order is someone else's). */
async function paidDeliveryOf(_owner: User): Promise<number> {
  const athlete = await signedInUser(t.database.db, 1);
  const order = await orderFor(t.database.db, athlete.userId, { kind: 2 });
  await t.database.db.update(ordersTable).set({ paymentStatus: '3', paidAt: new Date() }).where(eq(ordersTable.id, order.id));
  const [delivery] = await t.database.db
    .insert(certificateDeliveries)
    .values({
      userId: athlete.userId,
      userType: 1,
      orderId: order.id,
      contacts: '矩阵乙',
      telphone: '13800138000',
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      address: '体育西路1号',
      certificateFeeFen: 3000,
      badgeFeeFen: 0,
      shippingFeeFen: 1200,
      createdAt: new Date(),
    })
    .returning({ id: certificateDeliveries.id });
  return delivery.id;
}

/** A qualified owner with a finally approved class and one entry (an athlete with document `M{entry id}` at 四级). */
async function entryOf(actor: User, owner: User): Promise<{ classId: number; entryId: number }> {
  await institutionWithStatus(t.database.db, actor.userId, 3);
  await institutionWithStatus(t.database.db, owner.userId, 3);
  const classId = await classOf(t.database.db, owner.userId);
  const athlete = await signedInUser(t.database.db, 1);
  const [entry] = await t.database.db
    .insert(testApplications)
    .values({ athleteUserId: athlete.userId, testClassId: classId, grade: 4, coachStatus: 0, train: '', coach: '', coachPhone: '无', createdAt: new Date() })
    .returning({ id: testApplications.id });
  await t.database.db.insert(personProfiles).values({
    userId: athlete.userId,
    name: '矩阵甲',
    englishName: 'Juzhen',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `M${entry.id}`,
    birthday: '2000-01-01',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { classId, entryId: entry.id };
}

/** A class of `owner` whose scores were published 10 days ago, with one passer's published certificate. */
async function batchReadyClassOf(actor: User, owner: User): Promise<{ classId: number }> {
  const { classId } = await entryOf(actor, owner);
  const db = t.database.db;
  await db.update(testClasses).set({ gradeSubmissionStatus: 4, scoresPublishedAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(testClasses.id, classId));
  const athlete = await signedInUser(db, 1);
  const [record] = await db
    .insert(testRecords)
    .values({ athleteUserId: athlete.userId, testClassId: classId, grade: 4, testDate: new Date(), scoreJudgment: 1, createdAt: new Date() })
    .returning({ id: testRecords.id });
  await db.insert(certificates).values({
    userId: athlete.userId,
    grade: 4,
    certificateNumber: `MX${record.id}`,
    certificateNumbering: `MXL${record.id}`,
    certificateUrl: `/wwwroot/certificate/MX${record.id}.png`,
    testRecordId: record.id,
    createdDate: new Date(),
    published: true,
  });
  return { classId };
}

/** An entry whose arrangement is in (score entry opens with it). */
async function arrangedEntryOf(actor: User, owner: User): Promise<{ classId: number; entryId: number }> {
  const found = await entryOf(actor, owner);
  await t.database.db.update(testApplications).set({ arrangeGroup: '第一组', arrangeTime: '09:00' }).where(eq(testApplications.id, found.entryId));
  return found;
}

function fail(reason: string): never {
  throw new Error(reason);
}

async function messageFor(owner: User, title: string): Promise<number> {
  const [row] = await t.database.db
    .insert(stationMessages)
    .values({ userId: owner.userId, messageTitle: title, messageContent: `${title}的内容`, creationTime: new Date(Date.UTC(2026, 10, 1)) })
    .returning({ id: stationMessages.id });
  return row.id;
}

let profileSerial = 0;
/** Gives `owner` a personal profile with a name of its own; returns the name. */
async function profileFor(owner: User): Promise<string> {
  profileSerial += 1;
  const name = `档案${'甲乙丙丁戊己庚辛壬癸'[profileSerial % 10]}${profileSerial}`;
  await t.database.db.insert(personProfiles).values({
    userId: owner.userId,
    name,
    englishName: 'Owner',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `E${String(owner.userId).padStart(8, '0')}`,
    birthday: '1990-01-01',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return name;
}

/** Gives `owner` (an institution account) an institution profile with a name of its own; returns the name. */
async function institutionFor(owner: User): Promise<string> {
  const name = `所有权测试机构${owner.userId}`;
  const at = new Date(Date.UTC(2026, 10, 1));
  await t.database.db.insert(institutionProfiles).values({
    userId: owner.userId,
    fullName: name,
    nickname: `机构${owner.userId}`,
    businessLicense: `91440101MA${String(owner.userId).padStart(8, '0')}`,
    provinceId: 440000,
    cityId: 440100,
    districtId: 440106,
    detailedAddress: '体育西路1号',
    legalPerson: '张三',
    certificatesType: 4,
    legalPersonIdNumber: `E${String(owner.userId).padStart(8, '0')}`,
    createdAt: at,
    updatedAt: at,
  });
  return name;
}

describe('ownership matrix', () => {
  it('probes every call of the table', () => {
    for (const row of OWNERSHIP) expect(PROBES[row.call], row.call).toBeDefined();
  });

  it.each(OWNERSHIP)('$call, role $role, $record → $expected', async ({ call: path, role, record, expected }) => {
    const actor = await signedInUser(t.database.db, role);
    const owner = record === 'ownRecord' ? actor : await signedInUser(t.database.db, role);
    expect(await PROBES[path](actor, owner)).toBe(expected);
  });
});

describe('caller scope', () => {
  it('is resolved from the account: own records, the institution, the reviewed province, or everything', async () => {
    const [reviewer] = await t.database.db.insert(users).values({ usertype: 4, loginName: 'reviewer-gd', reviewProvinceId: 440000, createdAt: new Date() }).returning({ id: users.id });
    const [unassigned] = await t.database.db.insert(users).values({ usertype: 4, loginName: 'reviewer-none', createdAt: new Date() }).returning({ id: users.id });
    expect(await resolveScope(t.database.db, reviewer.id, 4)).toEqual({ kind: 'province', provinceCode: 440000 });
    expect(await resolveScope(t.database.db, unassigned.id, 4)).toEqual({ kind: 'province', provinceCode: null });
    expect(await resolveScope(t.database.db, 7, 3)).toEqual({ kind: 'institution', institutionId: 7 });
    expect(await resolveScope(t.database.db, 7, 1)).toEqual({ kind: 'self' });
    expect(await resolveScope(t.database.db, 7, 2)).toEqual({ kind: 'self' });
    expect(await resolveScope(t.database.db, 7, 5)).toEqual({ kind: 'national' });
  });
});
