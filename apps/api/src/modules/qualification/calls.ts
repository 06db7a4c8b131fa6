import {
  getQualificationList,
  QUALIFICATION_ATTACHMENT_LIMIT,
  QUALIFICATION_IMAGE_MAX_BYTES,
  QUALIFICATION_MESSAGES as M,
  Role,
  submitQualification,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import { qualificationFileKey } from './files';
import * as service from './service';

/** The licence and up to three further attachments: JPG/PNG under 4 MB each, by content (decision 0020). */
const QUALIFICATION_UPLOAD: UploadRules = {
  fields: {
    business_license_key: { maxBytes: QUALIFICATION_IMAGE_MAX_BYTES - 1, kinds: ['jpg', 'png'], typeMessage: M.licenceType, sizeMessage: M.licenceSize },
    attachments: {
      maxBytes: QUALIFICATION_IMAGE_MAX_BYTES - 1,
      kinds: ['jpg', 'png'],
      typeMessage: '上传附件只能是 JPG/PNG 格式!',
      sizeMessage: '上传附件大小不能超过 4MB!',
      maxCount: QUALIFICATION_ATTACHMENT_LIMIT,
    },
  },
  maxFiles: 1 + QUALIFICATION_ATTACHMENT_LIMIT,
  countMessage: M.attachmentCount,
};

/** The qualification application (decision 0058): institutions only, their own application only. */
export function qualificationCalls({ db, clock, storage, keys }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock, storage, fileKey: qualificationFileKey(keys) };
  return [
    roleCall(getQualificationList, [Role.Institution], (_input, { caller }) => service.getQualification(deps, caller), { reads: true }),
    uploadCall({ db, clock }, submitQualification, [Role.Institution], QUALIFICATION_UPLOAD, (input, { caller, files, log }) =>
      service.submitQualification(deps, caller, input, files, log),
    ),
  ];
}
