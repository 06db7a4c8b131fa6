import { api } from '@badminton/api-client';
import { createDictionaryLoader, createRegionLoader } from '@badminton/pickers/loaders';

/** Province / city / district lists for the athlete-list filter (CommonApi/GetDistrictList). */
export const loadRegions = createRegionLoader(api);

/** Dictionary entries for the grade filter (CommonApi/GetDicData). */
export const loadDictionary = createDictionaryLoader(api);

/** CommonApi/OpenQuery (`useMutation`); a refusal (e.g. 查询过于频繁，请稍后再试) comes back as the service's message. */
export { openQuery as queryCertificate } from '@badminton/contracts';
