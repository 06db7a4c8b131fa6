// The calls of the evaluator's training screens (req: evaluator.md, decision 0034), as browser refs.
export {
  getPayRecords,
  getTrainingClassDetail,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  trainingSignUp,
} from '@badminton/contracts';
