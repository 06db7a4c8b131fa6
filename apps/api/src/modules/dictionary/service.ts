import type { DictionaryOption } from '@badminton/contracts';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import * as repository from './repository';

export const UNKNOWN_CLASS_CODE_MESSAGE = '字典类型不存在';

/** The options of a dictionary class, in display order. A class without entries does not exist. */
export async function listOptions(db: Database, classCode: string): Promise<{ items: DictionaryOption[] }> {
  const items = await repository.findOptions(db, classCode);
  if (items.length === 0) throw new BusinessError(UNKNOWN_CLASS_CODE_MESSAGE);
  return { items };
}

export const saveEntries = repository.upsertEntries;
