import { getOrderStatus, getPayCode, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as payment from './payment';

/** Paying an order (decision 0030): athletes, evaluators and institutions, each on their own orders only. */
export function orderCalls(deps: ModuleDeps): RegisteredCall[] {
  const payers = [Role.Athlete, Role.Evaluator, Role.Institution] as const;
  return [
    roleCall(getPayCode, payers, (input, { caller, log, origin }) => payment.getPayCode(deps, caller, input.order_sn, log, origin)),
    roleCall(getOrderStatus, payers, (input, { caller }) => payment.getOrderStatus(deps, caller, input.order_sn)),
  ];
}
