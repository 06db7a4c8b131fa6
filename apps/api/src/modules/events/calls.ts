import {
  autoApplyEvent,
  EVENT_PROOF_MAX_BYTES,
  getEventApplyList,
  getEventApplyRecords,
  getEventList,
  manualApplyEvent,
  Role,
  SCORES_APPEALS_MESSAGES as M,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as service from './service';

/** The proof image of a manual application: one JPG/PNG under 4 MB, by content (001 §9, decision 0020). */
const PROOF_UPLOAD: UploadRules = {
  fields: {
    athletes_photo: { maxBytes: EVENT_PROOF_MAX_BYTES - 1, kinds: ['jpg', 'png'], typeMessage: M.proofType, sizeMessage: M.proofSize },
  },
  maxFiles: 1,
  countMessage: M.proofCount,
};

/** Event-based levels: athletes only (001 §6), their own applications only (decision 0032). */
export function eventCalls({ db, clock, storage }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock, storage };
  return [
    roleCall(getEventList, [Role.Athlete], () => service.listOpenEvents(deps), { reads: true }),
    roleCall(getEventApplyList, [Role.Athlete], (input, { caller }) => service.listApplicableResults(deps, caller, input), { reads: true }),
    roleCall(autoApplyEvent, [Role.Athlete], (input, { caller }) => service.autoApply(deps, caller, input)),
    uploadCall({ db, clock }, manualApplyEvent, [Role.Athlete], PROOF_UPLOAD, (input, { caller, files, log }) =>
      service.manualApply(deps, caller, input, files, log),
    ),
    roleCall(getEventApplyRecords, [Role.Athlete], (input, { caller }) => service.listApplications(deps, caller, input), { reads: true }),
  ];
}
