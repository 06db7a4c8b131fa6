import {
  EDUCATION_LABELS,
  type InstitutionProfile,
  INSTITUTION_PHOTO_LIMIT,
  NICKNAME_MAX_LENGTH,
  type PersonalProfile,
  PROFILE_MESSAGES,
  Role,
  type submitAthleteInfo,
  type submitMechanismInfo as submitMechanismInfoContract,
} from '@badminton/contracts';
import {
  birthDateFromIdNumber,
  codePointLength,
  isIdType,
  normalizeIdNumber,
  toDateString,
  validateChineseName,
  validateEmail,
  validateEnglishName,
  validateIdByType,
  validateOptionalMobile,
} from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller, UploadedFiles } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import type { UploadedFile } from '../../uploads/receive';
import { removeUploads, storeUpload, type UploadOwner } from '../../uploads/store';
import * as repository from './repository';

/**
 * Basic information (req: accounts.md#basic-information). The rules of @badminton/validation run here on the server
 * with the same messages as the forms. Key fields lock at the first submit: a later submit may
 * repeat them unchanged, but a different value is refused (only a reviewer can change them).
 */

export type PersonalInput = z.output<(typeof submitAthleteInfo)['input']>;
export type InstitutionInput = z.output<(typeof submitMechanismInfoContract)['input']>;

export interface ProfileDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

function fail(message: string): never {
  throw new BusinessError(message);
}

function assertRule(problem: string | null): void {
  if (problem) fail(problem);
}

/**
 * Uploaded images of the given fields, in field order: already decoded, checked against the call's upload rules
 * and re-encoded by the pipeline (`uploadCall`, decision 0020).
 */
function filesOf(files: UploadedFiles, names: readonly string[]): UploadedFile[] {
  return names.flatMap((name) => files[name] ?? []);
}

/** The day of `now` in Asia/Shanghai, `YYYY-MM-DD`. */
function dayOf(now: Date): string {
  return toWireDateTime(now).slice(0, 10);
}

interface RegionIds {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

/**
 * Province → city → district must chain (a city without districts, such as 东莞市, takes none).
 * Nothing given is fine unless `required`.
 */
async function resolveRegion(
  db: Database,
  input: { province?: number; city?: number; district?: number },
  required: boolean,
): Promise<RegionIds> {
  const { province, city, district } = input;
  if (province === undefined && city === undefined && district === undefined) {
    if (required) fail(PROFILE_MESSAGES.regionRequired);
    return { provinceId: null, cityId: null, districtId: null };
  }
  if (province === undefined || city === undefined) fail(PROFILE_MESSAGES.regionRequired);
  const ids = [province, city, ...(district === undefined ? [] : [district])];
  const rows = new Map((await repository.findRegions(db, ids)).map((row) => [row.id, row]));
  const provinceRow = rows.get(province);
  const cityRow = rows.get(city);
  if (!provinceRow || provinceRow.level !== 1 || !cityRow || cityRow.parentId !== province) fail(PROFILE_MESSAGES.regionRequired);
  if (district === undefined) {
    if ((await repository.countChildren(db, city)) > 0) fail(PROFILE_MESSAGES.regionRequired);
    return { provinceId: province, cityId: city, districtId: null };
  }
  if (rows.get(district)?.parentId !== city) fail(PROFILE_MESSAGES.regionRequired);
  return { provinceId: province, cityId: city, districtId: district };
}

/** A key field of a locked profile: absent or unchanged keeps the stored value, anything else is refused. */
function lockedValue<T>(stored: T, submitted: T | undefined): T {
  if (submitted !== undefined && submitted !== stored) fail(PROFILE_MESSAGES.keyFieldsLocked);
  return stored;
}

// --- personal profile ------------------------------------------------------------------------

interface PersonKeyFields {
  name: string;
  sex: number;
  certificatesType: number;
  certificatesNumber: string;
  birthday: string;
}

function newPersonKeyFields(input: PersonalInput, now: Date): PersonKeyFields {
  assertRule(validateChineseName(input.name));
  if (input.sex !== 0 && input.sex !== 1) fail(PROFILE_MESSAGES.sexRequired);
  assertRule(validateIdByType(input.certificates_type, input.certificates_number));
  const type = input.certificates_type as number;
  const number = normalizeIdNumber(input.certificates_number);
  if (!input.birthday) fail(PROFILE_MESSAGES.birthdayRequired);
  const birthday = toDateString(input.birthday);
  if (!birthday || birthday > dayOf(now)) fail('请选择正确的出生日期');
  if (type === 1 && birthDateFromIdNumber(number) !== birthday) fail(PROFILE_MESSAGES.birthdayMismatch);
  return { name: input.name as string, sex: input.sex, certificatesType: type, certificatesNumber: number, birthday };
}

function lockedPersonKeyFields(stored: repository.PersonProfileRow, input: PersonalInput): PersonKeyFields {
  const birthday = input.birthday === undefined ? undefined : (toDateString(input.birthday) ?? input.birthday);
  return {
    name: lockedValue(stored.name, input.name),
    sex: lockedValue(stored.sex, input.sex),
    certificatesType: lockedValue(stored.certificatesType, input.certificates_type),
    certificatesNumber: lockedValue(
      stored.certificatesNumber,
      input.certificates_number === undefined ? undefined : normalizeIdNumber(input.certificates_number),
    ),
    birthday: lockedValue(stored.birthday, birthday),
  };
}

/** UserAthlete/SubmitPersonalInfo and UserCoach/SubmitPersonalInfo. */
export async function submitPersonalInfo(
  deps: ProfileDeps,
  caller: Caller,
  input: PersonalInput,
  files: UploadedFiles,
  log?: Log,
): Promise<Record<string, never>> {
  const isEvaluator = caller.role === Role.Evaluator;
  const stored = (await repository.findPerson(deps.db, caller.userId))?.profile;
  const now = deps.clock.now();
  const key = stored?.keyFieldsLocked ? lockedPersonKeyFields(stored, input) : newPersonKeyFields(input, now);
  assertRule(validateEnglishName(input.personal_en_name));
  const region = await resolveRegion(deps.db, input, isEvaluator);
  if (isEvaluator && !input.mailing_address) fail(PROFILE_MESSAGES.addressRequired);
  if (input.educational_information !== undefined && !(Number(input.educational_information) in EDUCATION_LABELS)) {
    fail(PROFILE_MESSAGES.educationRequired);
  }
  if (isEvaluator && input.educational_information === undefined) fail(PROFILE_MESSAGES.educationRequired);
  assertRule(validateEmail(input.email, { optional: true }));

  const [photo] = filesOf(files, ['photo']);
  const owner: UploadOwner = { folder: 'avatar', userId: caller.userId };
  const photoPath = photo ? await storeUpload(deps.storage, owner, photo) : (stored?.photoPath ?? null);

  await savingUploads(deps, owner, photo ? [photoPath] : [], log, () => repository.savePerson(deps.db, {
    userId: caller.userId,
    ...key,
    englishName: input.personal_en_name as string,
    ...region,
    nativePlace: input.native_place ?? null,
    mailingAddress: input.mailing_address ?? null,
    education: input.educational_information === undefined ? null : String(Number(input.educational_information)),
    email: input.email ?? null,
    photoPath,
    keyFieldsLocked: true,
  }, now));
  // The row points to the new photo: the replaced one is deleted.
  if (photo) await removeUploads(deps.storage, owner, [stored?.photoPath], log);
  return {};
}

/** Runs `save`; when it fails, the files just stored for it are deleted again (no row points to them). */
async function savingUploads(
  deps: ProfileDeps,
  owner: UploadOwner,
  added: readonly (string | null)[],
  log: Log | undefined,
  save: () => Promise<unknown>,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    await removeUploads(deps.storage, owner, added, log);
    throw error;
  }
}

export async function getPersonalInfo(deps: ProfileDeps, caller: Caller): Promise<{ items: PersonalProfile[] }> {
  const row = await repository.findPerson(deps.db, caller.userId);
  if (!row) return { items: [] };
  const { profile } = row;
  return {
    items: [
      {
        userid: profile.userId,
        name: profile.name,
        personal_en_name: profile.englishName,
        sex: profile.sex === 1 ? 1 : 0,
        certificates_type: profile.certificatesType,
        certificates_number: profile.certificatesNumber,
        birthday: profile.birthday,
        province: profile.provinceId,
        city: profile.cityId,
        district: profile.districtId,
        provinceName: row.provinceName,
        cityName: row.cityName,
        districtName: row.districtName,
        native_place: profile.nativePlace,
        mailing_address: profile.mailingAddress,
        educational_information: profile.education,
        email: profile.email,
        photo_path: profile.photoPath,
        athletes_photo: profile.photoPath,
        athlete_rank: caller.role === Role.Athlete ? profile.athleteRank : null,
        athlete_obtain_time: caller.role === Role.Athlete ? profile.athleteRankObtainedOn : null,
        evaluator_rank: caller.role === Role.Evaluator ? profile.evaluatorRank : null,
        evaluator_obtain_time: caller.role === Role.Evaluator ? profile.evaluatorRankObtainedOn : null,
        approval_status: profile.approvalStatus,
        locked: profile.keyFieldsLocked,
      },
    ],
  };
}

// --- institution profile ---------------------------------------------------------------------

interface InstitutionKeyFields {
  fullName: string;
  businessLicense: string;
  legalPerson: string;
  certificatesType: number;
  legalPersonIdNumber: string;
}

function newInstitutionKeyFields(input: InstitutionInput): InstitutionKeyFields {
  if (!input.business_license) fail(PROFILE_MESSAGES.businessLicenseRequired);
  if (!input.mechanism_fullName) fail(PROFILE_MESSAGES.fullNameRequired);
  if (!input.legal_person) fail(PROFILE_MESSAGES.legalPersonRequired);
  if (!isIdType(input.certificates_type)) fail(PROFILE_MESSAGES.legalPersonIdTypeRequired);
  assertRule(
    validateIdByType(input.certificates_type, input.legal_person_idNumber, {
      requiredMessage: PROFILE_MESSAGES.legalPersonIdRequired,
      typeMessage: PROFILE_MESSAGES.legalPersonIdTypeRequired,
    }),
  );
  return {
    fullName: input.mechanism_fullName,
    businessLicense: input.business_license,
    legalPerson: input.legal_person,
    certificatesType: input.certificates_type,
    legalPersonIdNumber: normalizeIdNumber(input.legal_person_idNumber),
  };
}

function lockedInstitutionKeyFields(stored: repository.InstitutionProfileRow, input: InstitutionInput): InstitutionKeyFields {
  return {
    fullName: lockedValue(stored.fullName, input.mechanism_fullName),
    businessLicense: lockedValue(stored.businessLicense, input.business_license),
    legalPerson: lockedValue(stored.legalPerson, input.legal_person),
    certificatesType: lockedValue(stored.certificatesType, input.certificates_type),
    legalPersonIdNumber: lockedValue(
      stored.legalPersonIdNumber,
      input.legal_person_idNumber === undefined ? undefined : normalizeIdNumber(input.legal_person_idNumber),
    ),
  };
}

function assertNickname(nickname: string | undefined): asserts nickname is string {
  if (!nickname) fail(PROFILE_MESSAGES.nicknameRequired);
  if (codePointLength(nickname) > NICKNAME_MAX_LENGTH) fail(PROFILE_MESSAGES.nicknameTooLong);
}

const VIEW_FIELDS = ['institutional_view1', 'institutional_view2', 'institutional_view3', 'institutional_view'] as const;

/** TestMechanism/SubmitMechanismInfo. */
export async function submitMechanismInfo(
  deps: ProfileDeps,
  caller: Caller,
  input: InstitutionInput,
  files: UploadedFiles,
  log?: Log,
): Promise<Record<string, never>> {
  const stored = (await repository.findInstitution(deps.db, caller.userId))?.profile;
  const key = stored?.keyFieldsLocked ? lockedInstitutionKeyFields(stored, input) : newInstitutionKeyFields(input);
  const region = await resolveRegion(deps.db, input, true);
  if (!input.detailed_address) fail(PROFILE_MESSAGES.institutionAddressRequired);
  assertNickname(input.nickname);
  assertRule(validateOptionalMobile(input.principal_tel, PROFILE_MESSAGES.phoneInvalid));
  assertRule(validateOptionalMobile(input.management_tel, PROFILE_MESSAGES.phoneInvalid));
  if (await repository.isNicknameTaken(deps.db, input.nickname, caller.userId)) fail(PROFILE_MESSAGES.nicknameTaken);
  if (await repository.isFullNameTaken(deps.db, key.fullName, caller.userId)) fail(PROFILE_MESSAGES.fullNameTaken);

  const current = [stored?.view1, stored?.view2, stored?.view3].filter((path): path is string => Boolean(path));
  const kept = input.kept_views === undefined ? current : current.filter((path) => input.kept_views?.includes(path));
  const uploads = filesOf(files, VIEW_FIELDS);
  if (kept.length + uploads.length > INSTITUTION_PHOTO_LIMIT) fail(PROFILE_MESSAGES.tooManyPhotos);
  const owner: UploadOwner = { folder: 'mechanism', userId: caller.userId };
  const added: string[] = [];
  for (const image of uploads) added.push(await storeUpload(deps.storage, owner, image));
  const [view1 = null, view2 = null, view3 = null] = [...kept, ...added];
  const { nickname, detailed_address: detailedAddress } = input;

  try {
    await savingUploads(deps, owner, added, log, () => repository.saveInstitution(deps.db, {
      userId: caller.userId,
      ...key,
      nickname,
      provinceId: region.provinceId as number,
      cityId: region.cityId as number,
      districtId: region.districtId as number,
      detailedAddress,
      officeAddress: input.office_address ?? null,
      principal: input.principal ?? null,
      principalTel: input.principal_tel ?? null,
      managementTel: input.management_tel ?? null,
      view1,
      view2,
      view3,
      keyFieldsLocked: true,
    }, deps.clock.now()));
  } catch (error) {
    if (isUniqueViolation(error, 'institution_profiles_nickname_key')) fail(PROFILE_MESSAGES.nicknameTaken);
    if (isUniqueViolation(error, 'institution_profiles_full_name_key')) fail(PROFILE_MESSAGES.fullNameTaken);
    throw error;
  }
  // The row no longer points to the photos left out of `kept_views`: they are deleted.
  await removeUploads(deps.storage, owner, current.filter((path) => !kept.includes(path)), log);
  return {};
}

export async function getMechanismInfo(deps: ProfileDeps, caller: Caller): Promise<{ items: InstitutionProfile[] }> {
  const row = await repository.findInstitution(deps.db, caller.userId);
  if (!row) return { items: [] };
  const { profile } = row;
  return {
    items: [
      {
        userid: profile.userId,
        mechanism_fullName: profile.fullName,
        nickname: profile.nickname,
        business_license: profile.businessLicense,
        province: profile.provinceId,
        city: profile.cityId,
        district: profile.districtId,
        provinceName: row.provinceName,
        cityName: row.cityName,
        districtName: row.districtName,
        detailed_address: profile.detailedAddress,
        office_address: profile.officeAddress,
        principal: profile.principal,
        principal_tel: profile.principalTel,
        legal_person: profile.legalPerson,
        certificates_type: profile.certificatesType,
        legal_person_idNumber: profile.legalPersonIdNumber,
        management_tel: profile.managementTel,
        view1: profile.view1,
        view2: profile.view2,
        view3: profile.view3,
        approval_status: profile.approvalStatus,
        locked: profile.keyFieldsLocked,
      },
    ],
  };
}

/** TestMechanism/CheckName: 1 checks the nickname, 2 the full name, against other institutions. */
export async function checkMechanismName(
  deps: ProfileDeps,
  caller: Caller,
  input: { nickName?: string; mechanism_fullName?: string; check_type: number },
): Promise<Record<string, never>> {
  if (input.check_type === 1) {
    assertNickname(input.nickName);
    if (await repository.isNicknameTaken(deps.db, input.nickName, caller.userId)) fail(PROFILE_MESSAGES.nicknameTaken);
    return {};
  }
  if (!input.mechanism_fullName) fail(PROFILE_MESSAGES.fullNameRequired);
  if (await repository.isFullNameTaken(deps.db, input.mechanism_fullName, caller.userId)) fail(PROFILE_MESSAGES.fullNameTaken);
  return {};
}

