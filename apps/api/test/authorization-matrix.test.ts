import { CALL_CONTRACTS, MESSAGES, ROLE_CODES, type RoleCode } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';

/**
 * The authorization matrix: who may make each call, written down here independently of the
 * registry. Every registered call must appear; each is made by a visitor and by a fresh session of
 * every role (1–5), and the test fails on any call that lets in someone it should not (or keeps out
 * someone it should let in).
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
  'ExaminerClass/GetExaminerClassList': PUBLIC,
  'ExaminerClass/GetExaminerDetailsList': [2],
  'CommonApi/OpenQuery': PUBLIC,
};

let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

const relogin = {
  success: true,
  result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired },
  error: null,
  unAuthorizedRequest: true,
};

type Verdict = 'admitted' | 'relogin' | 'forbidden';

function verdictOf(answer: Awaited<ReturnType<typeof call>>): Verdict {
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

  it('admits exactly the expected callers: a visitor and a fresh session of each role', async () => {
    const problems: string[] = [];
    for (const entry of t.app.callRegistry.list()) {
      const path = entry.contract.path;
      const expected = EXPECTED[path];
      const visitor = verdictOf(await call(t.app, path));
      if (expected === PUBLIC ? visitor !== 'admitted' : visitor !== 'relogin') problems.push(`${path} 访客：${visitor}`);
      for (const role of ROLE_CODES) {
        // A fresh session per call, so calls that end sessions (Logout, ChangePassword...) cannot hide anything.
        const user = await signedInUser(t.database.db, role);
        const verdict = verdictOf(await call(t.app, path, {}, user));
        const allowed = expected === PUBLIC || expected.includes(role);
        if (allowed ? verdict !== 'admitted' : verdict !== 'forbidden') problems.push(`${path} 角色${role}：${verdict}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
