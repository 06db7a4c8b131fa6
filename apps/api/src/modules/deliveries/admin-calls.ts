import { getAdminShippingList, markAdminShippingPrinted, Role, shipAdminShipping } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './admin-service';

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
