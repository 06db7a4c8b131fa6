import { api } from '@badminton/api-client';
import { createRegionLoader } from '@badminton/pickers/loaders';

export { getExaminerClassList as getTestClassList } from '@badminton/contracts';

/** Province / city / district lists for the /test search bar (`CommonApi/GetDistrictList`). */
export const loadRegions = createRegionLoader(api);
