import { api } from '@badminton/api-client';
import { getDicData, getDistrictList } from '@badminton/contracts';
import type { DictionaryOption, Region } from '@badminton/pickers';

/** Region loader for RegionCascade over CommonApi/GetDistrictList (-1 gives the provinces). */
export async function loadRegions(parentId: number): Promise<Region[]> {
  const answer = await api().call(getDistrictList, { parent_id: parentId });
  if (!answer.ok) throw new Error(answer.errorMsg);
  return answer.result.items;
}

/** Dictionary loader for DictionarySelect over CommonApi/GetDicData. */
export async function loadDictionary(classCode: string): Promise<DictionaryOption[]> {
  const answer = await api().call(getDicData, { classCode });
  if (!answer.ok) throw new Error(answer.errorMsg);
  return answer.result.items;
}
