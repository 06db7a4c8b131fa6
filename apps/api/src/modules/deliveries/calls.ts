import {
  applyBatchCertificates,
  applyProxy,
  checkBatchCertificates,
  getCertificateFees,
  getLogistics,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  getShippingFee,
  Role,
  submitDelivery,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as batch from './batch-certificates';
import * as service from './service';

/**
 * Certificates, paper-certificate delivery, proxy collection and logistics (decision 0033): athletes and evaluators
 * (their own certificates); proxy collection is athletes only (001 §6); a parcel's route any role's own parcel.
 */
export function deliveryCalls({ db, clock, jobs, certificateImageKey, logistics }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock, jobs, certificateImageKey, logistics };
  const members = [Role.Athlete, Role.Evaluator] as const;
  return [
    roleCall(getOwnCertificates, members, (_input, { caller }) => service.listOwnCertificates(deps, caller), { reads: true }),
    roleCall(getPaperCertificateOrders, members, (input, { caller }) => service.listPaperOrders(deps, caller, input), { reads: true }),
    roleCall(getProxyRecords, [Role.Athlete], (input, { caller }) => service.listProxyRecords(deps, caller, input), { reads: true }),
    roleCall(applyProxy, [Role.Athlete], (input, { caller }) => service.applyProxy(deps, caller, input)),
    roleCall(getCertificateFees, members, (_input, { caller }) => service.getCertificateFees(deps, caller), { reads: true }),
    roleCall(getShippingFee, members, (input) => service.getShippingFee(deps, input), { reads: true }),
    roleCall(submitDelivery, members, (input, { caller }) => service.submitDelivery(deps, caller, input)),
    roleCall(getLogistics, [Role.Athlete, Role.Evaluator, Role.Institution], (input, { caller }) => service.getLogistics(deps, caller, input), { reads: true }),
    // The institution's batch application from view entry (decision 0063): its own classes only.
    roleCall(checkBatchCertificates, [Role.Institution], (input, { caller }) => batch.checkBatchCertificates(deps, caller, input), { reads: true }),
    roleCall(applyBatchCertificates, [Role.Institution], (input, { caller }) => batch.applyBatchCertificates(deps, caller, input)),
  ];
}
