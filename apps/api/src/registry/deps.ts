import type { Database } from '../db/client';
import type { Storage } from '../storage/storage';

/** What a domain module needs to build its calls. */
export interface ModuleDeps {
  db: Database;
  storage: Storage;
}
