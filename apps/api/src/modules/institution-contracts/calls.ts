import {
  applyCert,
  getCertStatus,
  getContractList,
  getRealName,
  payContractDeposit,
  QUALIFICATION_IMAGE_MAX_BYTES,
  REAL_NAME_MESSAGES as R,
  Role,
  SEAL_MESSAGES as S,
  signContract,
  submitRealName,
  uploadSeal,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as service from './service';

const MAX = QUALIFICATION_IMAGE_MAX_BYTES - 1;

/** The real-name images: the licence and the legal representative's identity card, JPG/PNG under 4 MB each. */
const REAL_NAME_UPLOAD: UploadRules = {
  fields: {
    credit_image_path: { maxBytes: MAX, kinds: ['jpg', 'png'], typeMessage: R.licenceType, sizeMessage: R.licenceSize },
    legal_id_front_path: { maxBytes: MAX, kinds: ['jpg', 'png'], typeMessage: R.idType, sizeMessage: R.idSize },
  },
  maxFiles: 2,
  countMessage: R.fileCount,
};

/** The seal image: one JPG/PNG under 4 MB. */
const SEAL_UPLOAD: UploadRules = {
  fields: { business_license_key: { maxBytes: MAX, kinds: ['jpg', 'png'], typeMessage: S.type, sizeMessage: S.size } },
  maxFiles: 1,
  countMessage: S.count,
};

/** Contracts, deposit, real-name, certificate and seal (decision 0058): institutions only, their own records only. */
export function institutionContractCalls({ db, clock, storage, jobs, eSign }: ModuleDeps): RegisteredCall[] {
  const deps: service.ContractDeps = { db, clock, storage, jobs, eSign };
  const institution = [Role.Institution] as const;
  return [
    roleCall(getContractList, institution, (input, { caller }) => service.listContracts(deps, caller, input), { reads: true }),
    roleCall(signContract, institution, (input, { caller, origin }) => service.signContract(deps, caller, input.contract_id, origin)),
    roleCall(payContractDeposit, institution, (input, { caller }) => service.payDeposit(deps, caller, input.contract_id)),
    roleCall(applyCert, institution, (_input, { caller, log }) => service.applyCert(deps, caller, log)),
    roleCall(getCertStatus, institution, (_input, { caller }) => service.certStatus(deps, caller), { reads: true }),
    roleCall(getRealName, institution, (_input, { caller }) => service.getRealName(deps, caller), { reads: true }),
    uploadCall({ db, clock }, submitRealName, institution, REAL_NAME_UPLOAD, (input, { caller, files, origin, log }) =>
      service.submitRealName(deps, caller, input, files, origin, log),
    ),
    uploadCall({ db, clock }, uploadSeal, institution, SEAL_UPLOAD, (_input, { caller, files, log }) => service.uploadSeal(deps, caller, files, log)),
  ];
}
