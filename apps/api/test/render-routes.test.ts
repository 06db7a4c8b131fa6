import {
  createAppeal,
  getMechanismInfo,
  getNewsList,
  getPersonalInfo,
  getStationNewsList,
  getTrainingOrder,
  logout,
  MESSAGES,
  Role,
  type RoleCode,
} from '@badminton/contracts';
import { maskMiddle } from '@badminton/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { RENDER_MESSAGES } from '../src/http/render-routes';
import { startSession } from '../src/modules/accounts/service';
import { ageSession, signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { pageCookieOf } from './helpers/page-cookie';
import { reviewedTrainingFor } from './helpers/training-fixture';

/**
 * The web tier's render endpoints (http/render-routes.ts, issue 23): behind RENDER_KEY, the member a page cookie names
 * and the answers of read calls run as them, equal to what the signed HTTP call answers.
 */

const KEY = 'render-key-for-tests-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await build({ demoAccounts: true, env: { RENDER_KEY: KEY } });
});
afterAll(() => t.close());

/** A POST to a render endpoint with `key` in `x-bm-render-key` (`null`: no such header). */
function render(url: string, payload: unknown, key: string | null = KEY, app = t.app) {
  return app.inject({ method: 'POST', url, headers: key === null ? {} : { 'x-bm-render-key': key }, payload: payload as Record<string, unknown> });
}

/** The bare `bm_page` value (what the web tier reads from the page request's Cookie header). */
async function cookieValueOf(userToken: string): Promise<string> {
  return (await pageCookieOf(t, userToken)).slice('bm_page='.length);
}

async function memberOf(cookie: string) {
  const response = await render('/api/render/member', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<{ member: { userId: number; role: RoleCode; name: string } | null }>().member;
}

async function renderCall(path: string, input: unknown, cookie: string | null) {
  const response = await render('/api/render/call', { cookie, path, input });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** The demo athlete (13800000001, with a profile) signed in: their token and page cookie value. */
async function demoAthlete() {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000001'));
  const userToken = await startSession(t.database.db, user.id, new Date());
  return { userId: user.id, userToken, cookie: await cookieValueOf(userToken) };
}

describe('the render key', () => {
  it('is required: without it, or with another one, both endpoints are the ordinary 404', async () => {
    const { userToken } = await signedInUser(t.database.db, Role.Athlete);
    const cookie = await cookieValueOf(userToken);
    for (const key of [null, '', 'wrong', `${KEY}x`, KEY.slice(0, -1)]) {
      for (const [url, body] of [
        ['/api/render/member', { cookie }],
        ['/api/render/call', { cookie: null, path: getNewsList.path, input: {} }],
      ] as const) {
        const response = await render(url, body, key);
        expect(response.statusCode, `${url} ${key}`).toBe(404);
        expect(response.json().result).toEqual({ isSuccess: false, errorMsg: MESSAGES.notFound });
      }
    }
  });

  it('does not exist when RENDER_KEY is not configured', async () => {
    const bare = await build({ demo: null });
    try {
      for (const url of ['/api/render/member', '/api/render/call']) {
        expect((await render(url, { cookie: null, path: getNewsList.path, input: {} }, KEY, bare.app)).statusCode).toBe(404);
      }
    } finally {
      await bare.close();
    }
  });

  it('refuses a body that is not of the endpoint', async () => {
    expect((await render('/api/render/member', { cookie: 12 })).statusCode).toBe(400);
    expect((await render('/api/render/call', { cookie: null, path: '../x', input: {} })).statusCode).toBe(400);
    expect((await render('/api/render/call', { path: getNewsList.path, input: {} })).statusCode).toBe(400);
  });
});

describe('POST /api/render/member', () => {
  it('names the member of a live page cookie with the name a sign-in answers', async () => {
    const athlete = await demoAthlete();
    expect(await memberOf(athlete.cookie)).toEqual({ userId: athlete.userId, role: Role.Athlete, name: '李羽涵' });
    // Without a profile the name is the masked mobile or account name (signInName).
    const bare = await signedInUser(t.database.db, Role.Evaluator);
    const member = await memberOf(await cookieValueOf(bare.userToken));
    expect(member).toMatchObject({ userId: bare.userId, role: Role.Evaluator });
    const [user] = await t.database.db.select({ loginName: users.loginName }).from(users).where(eq(users.id, bare.userId));
    expect(member?.name).toBe(maskMiddle(user.loginName ?? ''));
  });

  it('names nobody for a forged or malformed cookie, after sign-out, or once the session is idle past the limit', async () => {
    const { userToken } = await signedInUser(t.database.db, Role.Athlete);
    const cookie = await cookieValueOf(userToken);
    expect(await memberOf(cookie)).not.toBeNull();
    for (const bad of ['', 'x', `${cookie.slice(0, -2)}AA`, `${Number(cookie.split('.')[0]) + 1}.${cookie.split('.')[1]}`]) {
      expect(await memberOf(bad), bad).toBeNull();
    }
    const idle = await signedInUser(t.database.db, Role.Athlete);
    const idleCookie = await cookieValueOf(idle.userToken);
    await ageSession(t.database.db, idle.userToken, 3 * 60 * 60);
    expect(await memberOf(idleCookie)).toBeNull();
    await callOk(t.app, logout.path, {}, { userToken });
    expect(await memberOf(cookie)).toBeNull();
  });
});

describe('POST /api/render/call', () => {
  it('answers a public read as the signed HTTP call does, without a cookie', async () => {
    const input = { page: 1, limit: 5 };
    expect(await renderCall(getNewsList.path, input, null)).toEqual(await call(t.app, getNewsList.path, input));
  });

  it("answers a member's read as their signed HTTP call does, full personal data included", async () => {
    const athlete = await demoAthlete();
    const rendered = await renderCall(getPersonalInfo.path, {}, athlete.cookie);
    expect(rendered.result.isSuccess).toBe(true);
    expect(rendered).toEqual(await call(t.app, getPersonalInfo.path, {}, athlete));
    const messages = { page: 1, limit: 10 };
    expect(await renderCall(getStationNewsList.path, messages, athlete.cookie)).toEqual(await call(t.app, getStationNewsList.path, messages, athlete));
  });

  it('checks the input against the contract, as the HTTP call does', async () => {
    const athlete = await demoAthlete();
    const bad = { page: 'first' };
    const rendered = await renderCall(getStationNewsList.path, bad, athlete.cookie);
    expect(rendered.result.isSuccess).toBe(false);
    expect(rendered).toEqual(await call(t.app, getStationNewsList.path, bad, athlete));
  });

  it('refuses a role call without a live member (re-sign-in), and a member of another role', async () => {
    const expired = { success: true, result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired }, error: null, unAuthorizedRequest: true };
    expect(await renderCall(getPersonalInfo.path, {}, null)).toEqual(expired);
    expect(await renderCall(getPersonalInfo.path, {}, 'not-a-cookie')).toEqual(expired);
    const athlete = await demoAthlete();
    const refused = await renderCall(getMechanismInfo.path, {}, athlete.cookie);
    expect(refused).toEqual(await call(t.app, getMechanismInfo.path, {}, athlete));
    expect(refused.result).toEqual({ isSuccess: false, errorMsg: MESSAGES.forbidden });
  });

  it("never draws another member's record: it answers as the signed call does for the page's own member", async () => {
    const owner = await signedInUser(t.database.db, Role.Evaluator);
    const other = await signedInUser(t.database.db, Role.Evaluator);
    const { tcId } = await reviewedTrainingFor(t.database.db, owner.userId, new Date());
    const input = { id: tcId };
    const own = await renderCall(getTrainingOrder.path, input, await cookieValueOf(owner.userToken));
    expect(own.result.items).toHaveLength(1);
    expect(own).toEqual(await call(t.app, getTrainingOrder.path, input, owner));
    // The other evaluator's page names the owner's record: the answer is theirs (nothing), as over HTTP.
    const foreign = await renderCall(getTrainingOrder.path, input, await cookieValueOf(other.userToken));
    expect(foreign.result.items).toEqual([]);
    expect(foreign).toEqual(await call(t.app, getTrainingOrder.path, input, other));
  });

  it('refuses every call that is not a read, before anything runs', async () => {
    const athlete = await demoAthlete();
    for (const path of [createAppeal.path, logout.path, 'CommonApi/Login', 'CommonApi/OpenQuery', 'PayOrder/GetPayCode']) {
      // 409: not an answer to draw; the web tier leaves the call to the browser.
      const response = await render('/api/render/call', { cookie: athlete.cookie, path, input: {} });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().result, path).toEqual({ isSuccess: false, errorMsg: RENDER_MESSAGES.notARead });
    }
    // The session is still live: the logout was not run.
    expect(await memberOf(athlete.cookie)).not.toBeNull();
    expect((await renderCall('No/Such', {}, null)).result).toEqual({ isSuccess: false, errorMsg: MESSAGES.notFound });
  });

  it('runs only the calls marked as reads: the cached public calls and these role calls', () => {
    const reads = t.app.callRegistry
      .list()
      .filter((registered) => registered.reads)
      .map((registered) => registered.contract.path)
      .sort();
    const cached = t.app.callRegistry
      .list()
      .filter((registered) => registered.cache)
      .map((registered) => registered.contract.path);
    expect(reads).toEqual(expect.arrayContaining(cached));
    expect(reads.filter((path) => !cached.includes(path))).toEqual(
      [
        'Appeal/GetAppealList',
        'CommonApi/GetOpenQuery',
        'CommonApi/GetPersonalInfo',
        'EventApply/GetApplyRecordList',
        'EventApply/GetAutoApplyList',
        'EventApply/GetEventList',
        'ExaminerClass/GetExaminerDetailsList',
        'ExaminerClass/GetTrainingOrder',
        'ExaminerClass/GetTrainingRecords',
        'ExaminerClass/GetTrainingScores',
        'FrontStationNews/GetStationNewsList',
        'Invoice/GetInvoiceDetail',
        'Invoice/GetInvoiceList',
        'InvoiceInfo/GetInvoiceInfo',
        'Logistics/GetRouteList',
        'PaperCertificate/GetCertificateFee',
        'PaperCertificate/GetCertificateList',
        'PaperCertificate/GetExpressFee',
        'PaperCertificate/GetOrderList',
        'PaperCertificate/GetProxyRecordList',
        'PayOrder/GetPayRecords',
        'TestApplication/GetLeaveRecord',
        'TestApplication/GetSignUpInfo',
        'TestApplication/GetTestOrderRecords',
        'TestMechanism/GetMechanismInfo',
        // The institution's test classes (decision 0059).
        'TestMechanism/GetEvaluatorList',
        // The institution's entries and sheets (decision 0060).
        'TestMechanism/DownloadEntrySheet',
        'TestMechanism/GetEntryList',
        'TestMechanism/GetSheetTemplate',
        'TestMechanism/GetQualificationGate',
        'TestMechanism/GetTestClassDetail',
        'TestMechanism/GetTestClassList',
        // The institution's batch certificate check (decision 0063).
        'TestMechanism/CheckBatchCertificates',
        // The institution's score template and videos (decision 0062).
        'TestMechanism/DownloadScoreTemplate',
        'TestMechanism/GetClassVideos',
        // The institution's complaint handling and order centre (decision 0061).
        'TestMechanism/GetAppealList',
        'TestMechanism/GetAppealScore',
        'TestMechanism/GetOrderList',
        'TestMechanism/GetTestGradeOptions',
        'TestMechanism/GetTestSiteList',
        'UserCoachApi/GetEvaluatorAssignments',
        // The institution's qualification, contracts, real-name and certificate (decision 0058).
        'TestMechanism/GetCertStatus',
        'TestMechanism/GetContractList',
        'TestMechanism/GetQualificationList',
        'TestMechanism/GetRealName',
        // The back office's queues (decisions 0067–0070): drawn on the server for the signed-in reviewer like any centre.
        'AdminAppeal/Get',
        'AdminAppeal/GetList',
        // The back office's accounts (decision 0071): the masked list only; AdminAccount/Get writes an audit row per view.
        'AdminAccount/Search',
        'AdminContent/GetArticle',
        'AdminContent/GetArticleList',
        'AdminContent/GetContact',
        'AdminContent/GetOverview',
        'AdminContent/GetPlacementList',
        'AdminEvent/Get',
        // The fee schedule (decision 0076).
        'AdminFee/GetSchedule',
        'AdminEvent/GetList',
        'AdminGradeSubmission/Get',
        'AdminGradeSubmission/GetList',
        'AdminQualification/GetDetail',
        'AdminQualification/GetList',
        'AdminRefund/GetList',
        'AdminShipping/GetList',
        'AdminTestClass/GetDetail',
        'AdminTestClass/GetList',
        'AdminTestClass/SearchAssessors',
        'AdminTraining/Get',
        'AdminTraining/GetList',
      ].sort(),
    );
    for (const registered of t.app.callRegistry.list().filter((entry) => entry.reads)) {
      expect(registered.invalidates ?? [], registered.contract.path).toEqual([]);
      expect(registered.uploads, registered.contract.path).toBeUndefined();
    }
  });
});
