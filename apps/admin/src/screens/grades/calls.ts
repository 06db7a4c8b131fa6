// The calls of the back office's grade submissions, publication and second appeals (decision 0068), as browser refs.
export {
  acceptAdminAppeal,
  approveGradeSubmission,
  decideAdminAppeal,
  downloadAdminSupervisionForm,
  getAdminAppeal,
  getAdminAppealList,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  getDistrictList,
  publishGradeSubmission,
  rejectGradeSubmission,
} from '@badminton/contracts';
