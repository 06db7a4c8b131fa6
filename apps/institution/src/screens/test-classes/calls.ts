// The calls of the institution's test class screens (req: institution.md#test-class-list … #test-class-detail;
// decision 0059), as browser refs, and the region loader of the mailing address and the assessor filters.
import { api } from '@badminton/api-client';
import { createRegionLoader } from '@badminton/pickers/loaders';

export {
  addTestClass,
  getInstitutionTestClassList,
  getQualificationGate,
  getTestClassDetail,
  getTestGradeOptions,
  getTestSiteList,
  searchAssessors,
  setTestClassRefund,
} from '@badminton/contracts';

export const loadRegions = createRegionLoader(api);
