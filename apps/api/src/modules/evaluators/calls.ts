import { getUserCoachDetail, getUserCoachList, getUserCoachListIndex } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as evaluators from './service';

const { Classes, People, Reference } = CacheTag;

/** The public evaluators: the home-page strip, the list and the detail (training and work history). */
export function evaluatorCalls({ db, clock }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getUserCoachListIndex, (input) => evaluators.listEvaluatorsIndex(db, input), portalCache(People)),
    publicCall(getUserCoachList, (input) => evaluators.listEvaluators(db, input), portalCache(People, Reference)),
    publicCall(getUserCoachDetail, (input) => evaluators.getEvaluator(db, input.id, clock.now()), portalCache(People, Classes, Reference)),
  ];
}
