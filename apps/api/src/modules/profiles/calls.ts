import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  INSTITUTION_PHOTO_LIMIT,
  PROFILE_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  Role,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadField, UploadRules } from '../../uploads/policy';
import * as profiles from './service';

const WRITES_PERSON = { invalidates: [CacheTag.People] };
const WRITES_INSTITUTION = { invalidates: [CacheTag.Institutions] };

/** The avatar of the personal forms: one JPG/PNG up to 1 MB (req: accounts.md#personal-form). */
const AVATAR_UPLOAD: UploadRules = {
  fields: {
    photo: { maxBytes: PROFILE_PHOTO_MAX_BYTES, kinds: ['jpg', 'png'], typeMessage: PROFILE_MESSAGES.avatarType, sizeMessage: PROFILE_MESSAGES.avatarSize },
  },
  maxFiles: 1,
  countMessage: '只能上传一张头像',
};

const INSTITUTION_PHOTO: UploadField = {
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  kinds: ['jpg', 'png'],
  typeMessage: PROFILE_MESSAGES.photoType,
  sizeMessage: PROFILE_MESSAGES.photoSize,
};

/**
 * The institution's photos: at most three JPG/PNG up to 1 MB each (req: accounts.md#institution-form), as
 * `institutional_view1..3`.
 */
const INSTITUTION_UPLOAD: UploadRules = {
  fields: {
    institutional_view1: INSTITUTION_PHOTO,
    institutional_view2: INSTITUTION_PHOTO,
    institutional_view3: INSTITUTION_PHOTO,
    institutional_view: { ...INSTITUTION_PHOTO, maxCount: INSTITUTION_PHOTO_LIMIT },
  },
  maxFiles: INSTITUTION_PHOTO_LIMIT,
  countMessage: PROFILE_MESSAGES.tooManyPhotos,
};

export function profileCalls(deps: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(getPersonalInfo, [Role.Athlete, Role.Evaluator], (_input, { caller }) => profiles.getPersonalInfo(deps, caller), { reads: true }),
    uploadCall(
      deps,
      submitAthleteInfo,
      [Role.Athlete],
      AVATAR_UPLOAD,
      (input, { caller, files, log }) => profiles.submitPersonalInfo(deps, caller, input, files, log),
      WRITES_PERSON,
    ),
    uploadCall(
      deps,
      submitEvaluatorInfo,
      [Role.Evaluator],
      AVATAR_UPLOAD,
      (input, { caller, files, log }) => profiles.submitPersonalInfo(deps, caller, input, files, log),
      WRITES_PERSON,
    ),
    roleCall(getMechanismInfo, [Role.Institution], (_input, { caller }) => profiles.getMechanismInfo(deps, caller), { reads: true }),
    uploadCall(
      deps,
      submitMechanismInfo,
      [Role.Institution],
      INSTITUTION_UPLOAD,
      (input, { caller, files, log }) => profiles.submitMechanismInfo(deps, caller, input, files, log),
      WRITES_INSTITUTION,
    ),
    roleCall(checkMechanismName, [Role.Institution], (input, { caller }) => profiles.checkMechanismName(deps, caller, input)),
  ];
}
