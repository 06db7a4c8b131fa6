import {
  downloadEntrySheet,
  getEntryList,
  getSheetTemplate,
  importEntrySheet,
  INSTITUTION_ENTRY_MESSAGES as M,
  Role,
  SHEET_LIMITS,
  SHEET_UPLOAD,
  setEntryRefund,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as service from './institution-entries-service';

/**
 * The scheduling sheet: one file under `file`, an xlsx by content (not by name), under 1 MB, inflating to at most
 * `SHEET_LIMITS` (decision 0060). Submits: the default 20 per 10 minutes.
 */
export const SHEET_UPLOAD_RULES: UploadRules = {
  fields: {
    [SHEET_UPLOAD.field]: {
      maxBytes: SHEET_UPLOAD.maxBytes,
      kinds: ['xlsx'],
      typeMessage: M.fileType,
      sizeMessage: M.fileSize,
      sheet: {
        maxEntries: SHEET_LIMITS.maxEntries,
        maxUncompressedBytes: SHEET_LIMITS.maxUncompressedBytes,
        maxRows: SHEET_LIMITS.maxRows,
        messages: { oldFormat: M.oldXls, tooLarge: M.tooLarge, tooManyRows: M.tooManyRows, formula: M.formula },
      },
    },
  },
  maxFiles: 1,
  countMessage: M.fileCount,
};

/** The institution's entries and sheets (decision 0060): institutions only, their own finally approved classes only. */
export function institutionEntryCalls({ db, clock, jobs }: ModuleDeps): RegisteredCall[] {
  const deps: service.InstitutionEntryDeps = { db, clock, jobs };
  const institution = [Role.Institution] as const;
  return [
    roleCall(getEntryList, institution, (input, { caller }) => service.listEntries(deps, caller, input), { reads: true }),
    roleCall(setEntryRefund, institution, (input, { caller }) => service.setEntryRefund(deps, caller, input)),
    roleCall(downloadEntrySheet, institution, (input, { caller }) => service.downloadEntrySheet(deps, caller, input), { reads: true }),
    roleCall(getSheetTemplate, institution, async (input) => service.sheetTemplate(input), { reads: true }),
    uploadCall({ db, clock }, importEntrySheet, institution, SHEET_UPLOAD_RULES, (input, { caller, files }) => service.importSheet(deps, caller, input, files)),
  ];
}
