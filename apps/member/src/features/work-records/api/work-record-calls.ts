// The calls of the evaluator's work records (req: evaluator.md#work-records, #supervision-form; decision 0035), as
// browser refs.
export { downloadAttachment, getEvaluatorAssignments, uploadSupervisionForm } from '@badminton/contracts';
