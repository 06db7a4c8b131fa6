import { getTrainingClassDetail, getTrainingClassList, Role } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, roleCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as training from './service';

const { Classes } = CacheTag;

/** The evaluator training classes: the public list and the detail, which is for evaluators only. */
export function trainingCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getTrainingClassList, (input) => training.listTrainingClasses(db, input), portalCache(Classes)),
    // Only evaluators reach the training detail (req: evaluator.md#training-class-detail); the page's role dialog is a
    // courtesy, this is the guard.
    roleCall(getTrainingClassDetail, [Role.Evaluator], (input) => training.getTrainingClass(db, input.id), { reads: true }),
  ];
}
