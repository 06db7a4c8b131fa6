import type { RegionItem } from '@badminton/contracts';
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
