import { getAthleteDetail, getAthleteList } from '@badminton/contracts';
import { toWireDate } from '../../lib/wire-time';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as athletes from './service';

const { Classes, People, Reference } = CacheTag;

/** The public athletes: the list (privacy switch open only) and the detail. */
export function athleteCalls({ db, certificateImageKey, clock, childAgeLimit }: ModuleDeps): RegisteredCall[] {
  // Who counts as a minor depends on the day (decision 0026); the answers are cached for the portal TTL only.
  const rule = (): athletes.PrivacyRule => ({ today: toWireDate(clock.now()), childAgeLimit });
  return [
    publicCall(getAthleteList, (input) => athletes.listAthletes(db, input, rule()), portalCache(People)),
    publicCall(
      getAthleteDetail,
      (input) => athletes.getAthlete(db, input, certificateImageKey, rule()),
      portalCache(People, Classes, Reference),
    ),
  ];
}
