// The calls of the back office's review queues (decision 0067), as browser refs, and the region loader of the filters.
import { api } from '@badminton/api-client';
import { createRegionLoader } from '@badminton/pickers/loaders';

export {
  bulkPassAdminQualification,
  bulkPassAdminTestClass,
  getAdminQualificationDetail,
  getAdminQualificationList,
  getAdminTestClassDetail,
  getAdminTestClassList,
  passAdminQualification,
  passAdminTestClass,
  rejectAdminQualification,
  rejectAdminTestClass,
  searchAdminAssessors,
  setAdminTestClassAssessors,
} from '@badminton/contracts';

export const loadRegions = createRegionLoader(api);
