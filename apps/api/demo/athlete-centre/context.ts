import type { Storage } from '../../src/storage/storage';

/** What each loader of the athlete centre's demo data is given (`./index.ts` runs them in order). */
export interface AthleteCentreDemoContext {
  storage: Storage;
  /** The seed's instant (the service clock's now). */
  now: Date;
}
