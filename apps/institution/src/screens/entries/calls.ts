// The calls of the institution's entry and scheduling screens (req: institution.md#view-entry, #row-refund,
// #test-scheduling-uploads; decision 0060), as browser refs.
export { downloadEntrySheet, getEntryList, getSheetTemplate, importEntrySheet, setEntryRefund } from '@badminton/contracts';
