import { api, settle, type ApiResult } from '@badminton/api-client';
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

/** Reads the caller's profile: GetPersonalInfo for roles 1–2, GetMechanismInfo for role 3 (null: none yet). */
export async function fetchProfile(role: 1 | 2): Promise<ProfileAnswer<PersonalProfile>>;
export async function fetchProfile(role: 3): Promise<ProfileAnswer<InstitutionProfile>>;
export async function fetchProfile(role: ProfileRole): Promise<ProfileAnswer<AnyProfile>>;
export async function fetchProfile(role: ProfileRole): Promise<ProfileAnswer<AnyProfile>> {
  const outcome = role === 3 ? await settle(api().call(getMechanismInfo, {})) : await settle(api().call(getPersonalInfo, {}));
  if (!outcome.ok) return { ok: false, errorMsg: outcome.errorMsg };
  return { ok: true, profile: outcome.result.items[0] ?? null };
}

/** Stores the profile in the shared session so the shell's guards and the menu warning follow it. */
export function storeProfile(profile: AnyProfile | null): void {
  sessionStore.getState().setPersonalInfo(profile ? { ...profile } : null);
}

type Multipart = Record<string, string | number | File>;

/** Submits the personal form as multipart: UserAthlete/SubmitPersonalInfo (1) or UserCoach/SubmitPersonalInfo (2). */
export function submitPersonalInfo(role: 1 | 2, payload: Multipart): Promise<ApiResult<unknown>> {
  return role === 1
    ? api().call(submitAthleteInfo, payload as CallInput<typeof submitAthleteInfo>)
    : api().call(submitEvaluatorInfo, payload as CallInput<typeof submitEvaluatorInfo>);
}

/** Submits the institution form as multipart (TestMechanism/SubmitMechanismInfo). */
export function submitInstitutionInfo(payload: Multipart): Promise<ApiResult<unknown>> {
  return api().call(submitMechanismInfo, payload as CallInput<typeof submitMechanismInfo>);
}

/**
 * Uniqueness of the institution nickname (check_type 1) or full name (2), the caller's own institution excluded:
 * the server's message when taken ('该简称已被使用' / '该机构名称已被使用'), `null` when free or when the answer
 * was already reported by the shell (session expiry, transport failure).
 */
export async function checkInstitutionName(checkType: 1 | 2, value: string): Promise<string | null> {
  const payload = checkType === 1 ? { nickName: value, check_type: 1 } : { mechanism_fullName: value, check_type: 2 };
  const outcome = await settle(api().call(checkMechanismName, payload));
  return outcome.ok || outcome.reported ? null : outcome.errorMsg;
}
