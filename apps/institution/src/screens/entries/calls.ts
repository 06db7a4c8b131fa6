// The calls of the institution's entry and scheduling screens (req: institution.md#view-entry, #row-refund,
// #test-scheduling-uploads; decision 0060) and of score entry, grade submission and videos (decision 0062), as browser refs.
export { downloadEntrySheet, getEntryList, getSheetTemplate, importEntrySheet, setEntryRefund } from '@badminton/contracts';
export { downloadScoreTemplate, getClassVideos, importScoreSheet, saveClassVideo, saveEntryScores, submitGrades } from '@badminton/contracts';
export { applyBatchCertificates, checkBatchCertificates } from '@badminton/contracts';
