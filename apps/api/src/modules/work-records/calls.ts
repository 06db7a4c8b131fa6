import {
  downloadAttachment,
  getEvaluatorAssignments,
  Role,
  SUPERVISION_FORM_UPLOAD,
  uploadSupervisionForm,
  WORK_RECORD_MESSAGES as M,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { deriveKey } from '../../security/secrets';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as service from './service';

/**
 * The supervision form: one file, a PDF (checked by content and kept as sent) or a JPG/PNG photo or scan (decoded and
 * re-encoded), at most 10 MB (decision 0035 on top of decision 0020).
 */
const FORM_UPLOAD: UploadRules = {
  fields: {
    [SUPERVISION_FORM_UPLOAD.field]: {
      maxBytes: SUPERVISION_FORM_UPLOAD.maxBytes,
      kinds: ['pdf', 'jpg', 'png'],
      typeMessage: M.fileType,
      sizeMessage: M.fileSize,
    },
  },
  maxFiles: 1,
  countMessage: M.fileCount,
};

/** The dependencies of the work-record calls and of their file routes (`./files.ts`). */
export function workRecordDeps({ db, clock, storage, keys }: Pick<ModuleDeps, 'db' | 'clock' | 'storage' | 'keys'>): service.WorkRecordDeps {
  return { db, clock, storage, fileKey: deriveKey(keys.privateKeyPem, 'supervision-form') };
}

/** The evaluator's work records and supervision forms: evaluators only, their own assignments only (decision 0035). */
export function workRecordCalls(moduleDeps: ModuleDeps): RegisteredCall[] {
  const deps = workRecordDeps(moduleDeps);
  return [
    roleCall(getEvaluatorAssignments, [Role.Evaluator], (input, { caller }) => service.listAssignments(deps, caller, input), { reads: true }),
    roleCall(downloadAttachment, [Role.Evaluator], (input, { caller }) => service.downloadForm(deps, caller, input)),
    uploadCall(moduleDeps, uploadSupervisionForm, [Role.Evaluator], FORM_UPLOAD, (input, { caller, files, log }) =>
      service.uploadForm(deps, caller, input, files, log),
    ),
  ];
}
