import {
  getAdminFeeSchedule,
  getAdminShippingList,
  markAdminShippingPrinted,
  Role,
  setAdminCertificateFee,
  setAdminShippingFee,
  shipAdminShipping,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';
import * as fees from './fee-schedule';

/** The back office's print and ship queue of paper certificates and badges (decision 0069): the national administrator. */
export function adminShippingCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.AdminShippingDeps = { db, clock };
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminShippingList, national, (input) => service.listShipping(deps, input), { reads: true }),
    roleCall(markAdminShippingPrinted, national, (input, { caller }) => service.markPrinted(deps, caller, input)),
    roleCall(shipAdminShipping, national, (input, { caller }) => service.ship(deps, caller, input)),
  ];
}

/**
 * The association's fee schedule (收费标准, decision 0076): roles 4 and 5 read it, the national administrator sets the
 * certificate and badge fees of a user type and the shipping fee of one or many provinces. The fee reads of the paper
 * certificate calls are role calls, never cached: nothing to invalidate.
 */
export function adminFeeCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: fees.FeeScheduleDeps = { db, clock };
  const national = [Role.NationalAdministrator] as const;
  return [
    roleCall(getAdminFeeSchedule, [Role.ProvincialReviewer, Role.NationalAdministrator], (_input, { caller }) => fees.getSchedule(deps, caller), { reads: true }),
    roleCall(setAdminCertificateFee, national, (input, { caller }) => fees.setCertificateFee(deps, caller, input)),
    roleCall(setAdminShippingFee, national, (input, { caller }) => fees.setShippingFee(deps, caller, input)),
  ];
}
