import {
  abandonLeaveRecord,
  getInvoiceInfo,
  getLeaveRecord,
  getSignUpInfo,
  getTestOrderRecords,
  Role,
  saveInvoiceInfo,
  signUp,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as service from './service';

/**
 * Test sign-up calls (decision 0031): athletes only, each on the caller's own records. The invoice title is the
 * caller's own too, and any paying role (athlete, evaluator, institution) has one.
 */
export function testSignUpCalls({ db, clock, childAgeLimit, jobs }: ModuleDeps): RegisteredCall[] {
  const rules = () => ({ now: clock.now(), childAgeLimit });
  return [
    roleCall(getSignUpInfo, [Role.Athlete], (input, { caller }) => service.getSignUpInfo(db, caller, input, rules()), { reads: true }),
    roleCall(getLeaveRecord, [Role.Athlete], (input, { caller }) => service.getLeaveRecord(db, caller, input), { reads: true }),
    roleCall(abandonLeaveRecord, [Role.Athlete], (input, { caller }) => service.abandonLeaveRecord(db, caller, input)),
    roleCall(getInvoiceInfo, [Role.Athlete, Role.Evaluator, Role.Institution], (_input, { caller }) => service.getInvoiceInfo(db, caller), { reads: true }),
    roleCall(saveInvoiceInfo, [Role.Athlete, Role.Evaluator, Role.Institution], (input, { caller }) =>
      service.saveInvoiceInfo(db, caller, input, clock.now()),
    ),
    roleCall(signUp, [Role.Athlete], (input, { caller }) => service.signUp(db, jobs, caller, input, rules())),
    roleCall(getTestOrderRecords, [Role.Athlete], (input, { caller }) => service.listTestOrderRecords(db, caller, input, clock.now()), { reads: true }),
  ];
}
