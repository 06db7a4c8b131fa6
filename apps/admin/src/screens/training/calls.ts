// The calls of the back office's training classes (decision 0074), as browser refs.
export { getAdminTraining, getAdminTrainingList, recordAdminTrainingResult, saveAdminTraining, setAdminTrainingStop } from '@badminton/contracts';
export { loadRegions } from '../review/calls';
