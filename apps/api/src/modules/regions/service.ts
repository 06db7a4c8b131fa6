import type { RegionItem } from '@badminton/contracts';
import { joinRegionNames } from '@badminton/validation';
import type { Database } from '../../db/client';
import * as repository from './repository';

/** The regions directly under `parentId` (-1 for the provinces), ordered by code. */
export async function listDistricts(db: Database, parentId: number): Promise<{ items: RegionItem[]; totalCount: number }> {
  const rows = await repository.findChildren(db, parentId);
  return {
    items: rows.map((row) => ({ id: row.id, area_name: row.areaName, parent_id: row.parentId })),
    totalCount: rows.length,
  };
}

export const saveRegions = repository.upsertRegions;

/** Region names by id (one query for a page of rows). */
export const regionNames = repository.findNames;

/** The names of the given regions joined for display (missing ones left out). */
export function regionText(names: Map<number, string>, ...ids: Array<number | null>): string {
  return joinRegionNames(...ids.map((id) => (id ? names.get(id) : undefined)));
}
