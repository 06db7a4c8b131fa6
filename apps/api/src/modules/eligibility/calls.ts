import { checkApply, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import * as eligibility from './service';

/** The sign-up grade check of an athlete (CheckApply); never cached (it answers for the caller). */
export function eligibilityCalls({ db, clock, childAgeLimit }: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(checkApply, [Role.Athlete], (input, { caller }) =>
      eligibility.checkApply(db, caller.userId, input.id, { now: clock.now(), childAgeLimit }),
    ),
  ];
}
