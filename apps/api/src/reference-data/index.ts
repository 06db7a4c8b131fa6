import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { saveEntries } from '../modules/dictionary/service';
import { saveRegions } from '../modules/regions/service';
import { buildDictionaryRows } from './dictionary';
import { claimMarker } from './markers';
import { buildRegionRows } from './regions';

export interface ReferenceDataReport {
  regions: boolean;
  dictionary: boolean;
}

/** A marker name that changes whenever the data changes, so edited reference data is reloaded. */
function versionedMarker(name: string, rows: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  return `${name}@${digest}`;
}

/** Runs `load` in a transaction once per marker (a row in `seed_markers`, stamped `now`). */
export function loadOnce(db: Database, marker: string, now: Date, load: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimMarker(tx, marker, now))) return false;
    await load(tx);
    return true;
  });
}

/**
 * Loads the reference data (GB/T 2260 regions, dictionaries) whenever its current version is
 * missing: always, with or without demo data. Each set is one transaction guarded by a marker
 * carrying a hash of the data, so edited reference data is reloaded by upsert.
 */
export async function loadReferenceData(db: Database, now: Date): Promise<ReferenceDataReport> {
  const regionRows = buildRegionRows();
  const dictionaryRows = buildDictionaryRows();
  return {
    regions: await loadOnce(db, versionedMarker('regions', regionRows), now, (tx) => saveRegions(tx, regionRows)),
    dictionary: await loadOnce(db, versionedMarker('dictionary', dictionaryRows), now, (tx) => saveEntries(tx, dictionaryRows)),
  };
}
