import { getAppealScores, getInstitutionAppealList, getInstitutionOrderList, modifyAppealScore, rejectAppeal, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { listInstitutionOrders } from '../orders/order-centre';
import * as service from './institution-service';

/**
 * The institution's complaint handling and order centre (decision 0061): institutions only (role 3), behind the
 * qualification gate, their own classes' appeals and their own orders only. Reads are marked so the pages draw on the
 * server.
 */
export function institutionAppealOrderCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  const deps: service.InstitutionAppealDeps = { db, clock };
  const institution = [Role.Institution] as const;
  return [
    roleCall(getInstitutionAppealList, institution, (input, { caller }) => service.listAppeals(deps, caller, input), { reads: true }),
    roleCall(getAppealScores, institution, (input, { caller }) => service.appealScores(deps, caller, input), { reads: true }),
    roleCall(modifyAppealScore, institution, (input, { caller }) => service.modifyScore(deps, caller, input)),
    roleCall(rejectAppeal, institution, (input, { caller }) => service.reject(deps, caller, input)),
    roleCall(getInstitutionOrderList, institution, (input, { caller }) => listInstitutionOrders(db, caller, input), { reads: true }),
  ];
}
