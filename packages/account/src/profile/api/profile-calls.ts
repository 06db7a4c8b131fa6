import { api } from '@badminton/api-client';
import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
  type CallInput,
  type InstitutionProfile,
  type PersonalProfile,
} from '@badminton/contracts';
import { sessionStore } from '@badminton/session';

export type ProfileRole = 1 | 2 | 3;
export type AnyProfile = PersonalProfile | InstitutionProfile;

export type ProfileAnswer<P> = { ok: true; profile: P | null } | { ok: false; errorMsg: string };

/** Failure text when a call could not reach the service (the client has already shown its own notice). */
export const REQUEST_FAILED = '请求超时';

/** Reads the caller's profile: GetPersonalInfo for roles 1–2, GetMechanismInfo for role 3 (null: none yet). */
export async function fetchProfile(role: 1 | 2): Promise<ProfileAnswer<PersonalProfile>>;
export async function fetchProfile(role: 3): Promise<ProfileAnswer<InstitutionProfile>>;
export async function fetchProfile(role: ProfileRole): Promise<ProfileAnswer<AnyProfile>>;
export async function fetchProfile(role: ProfileRole): Promise<ProfileAnswer<AnyProfile>> {
  try {
    const answer = role === 3 ? await api().call(getMechanismInfo, {}) : await api().call(getPersonalInfo, {});
    if (!answer.ok) return { ok: false, errorMsg: answer.errorMsg };
    return { ok: true, profile: answer.result.items[0] ?? null };
  } catch {
    return { ok: false, errorMsg: REQUEST_FAILED };
  }
}

/** Stores the profile in the shared session so the shell's guards and the menu warning follow it. */
export function storeProfile(profile: AnyProfile | null): void {
  sessionStore.getState().setPersonalInfo(profile ? { ...profile } : null);
}

export type SubmitAnswer = { ok: true } | { ok: false; errorMsg: string; sessionExpired: boolean };

type Multipart = Record<string, string | number | File>;

async function send(run: () => ReturnType<ReturnType<typeof api>['call']>): Promise<SubmitAnswer> {
  try {
    const answer = await run();
    return answer.ok ? { ok: true } : { ok: false, errorMsg: answer.errorMsg, sessionExpired: answer.sessionExpired };
  } catch {
    return { ok: false, errorMsg: REQUEST_FAILED, sessionExpired: false };
  }
}

/** Submits the personal form as multipart: UserAthlete/SubmitPersonalInfo (1) or UserCoach/SubmitPersonalInfo (2). */
export function submitPersonalInfo(role: 1 | 2, payload: Multipart): Promise<SubmitAnswer> {
  return send(() =>
    role === 1
      ? api().call(submitAthleteInfo, payload as CallInput<typeof submitAthleteInfo>)
      : api().call(submitEvaluatorInfo, payload as CallInput<typeof submitEvaluatorInfo>),
  );
}

/** Submits the institution form as multipart (TestMechanism/SubmitMechanismInfo). */
export function submitInstitutionInfo(payload: Multipart): Promise<SubmitAnswer> {
  return send(() => api().call(submitMechanismInfo, payload as CallInput<typeof submitMechanismInfo>));
}

/**
 * Uniqueness of the institution nickname (check_type 1) or full name (2), the caller's own institution excluded:
 * the server's message when taken ('该简称已被使用' / '该机构名称已被使用'), `null` when free.
 */
export async function checkInstitutionName(checkType: 1 | 2, value: string): Promise<string | null> {
  const payload = checkType === 1 ? { nickName: value, check_type: 1 } : { mechanism_fullName: value, check_type: 2 };
  const answer = await api().call(checkMechanismName, payload);
  if (answer.ok) return null;
  if (answer.sessionExpired) return null;
  return answer.errorMsg || null;
}
