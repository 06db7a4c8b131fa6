import { getDicData } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { listOptions } from './service';

/** Reference data is reloaded at boot only: answers live five minutes. */
const REFERENCE_CACHE = { cache: { ttlMs: 5 * 60_000, tags: [CacheTag.Reference] } };

export function dictionaryCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [publicCall(getDicData, (input) => listOptions(db, input.classCode), REFERENCE_CACHE)];
}
