import { getAthleteDetail, getAthleteList } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as athletes from './service';

const { Classes, People, Reference } = CacheTag;

/** The public athletes: the list (privacy switch open only) and the detail. */
export function athleteCalls({ db, certificateImageKey }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getAthleteList, (input) => athletes.listAthletes(db, input), portalCache(People)),
    publicCall(getAthleteDetail, (input) => athletes.getAthlete(db, input, certificateImageKey), portalCache(People, Classes, Reference)),
  ];
}
