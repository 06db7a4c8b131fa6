import { downloadScoreTemplate, getClassVideos, importScoreSheet, Role, saveClassVideo, saveEntryScores, submitGrades } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import { SHEET_UPLOAD_RULES } from './institution-entries-calls';
import * as service from './scores-service';

/**
 * The institution's score entry, grade submission and video recording (decision 0062): institutions only, their own
 * classes only. The score sheet is uploaded under the same rules as the scheduling sheets (decision 0060).
 */
export function institutionScoreCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.InstitutionScoreDeps = { db, clock };
  const institution = [Role.Institution] as const;
  return [
    roleCall(saveEntryScores, institution, (input, { caller }) => service.saveEntryScores(deps, caller, input)),
    roleCall(downloadScoreTemplate, institution, (input, { caller }) => service.downloadScoreTemplate(deps, caller, input), { reads: true }),
    uploadCall({ db, clock }, importScoreSheet, institution, SHEET_UPLOAD_RULES, (input, { caller, files }) => service.importScoreSheet(deps, caller, input, files)),
    roleCall(submitGrades, institution, (input, { caller }) => service.submitGrades(deps, caller, input)),
    roleCall(saveClassVideo, institution, (input, { caller }) => service.saveClassVideo(deps, caller, input)),
    roleCall(getClassVideos, institution, (input, { caller }) => service.getClassVideos(deps, caller, input), { reads: true }),
  ];
}
