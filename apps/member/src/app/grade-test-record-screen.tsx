import type { RemoteAppProps } from '@badminton/contracts';
import { AppealDialog } from '../features/appeals/appeal-dialog';
import { ScoreDialog } from '../features/scores/score-dialog';
import { GradeTestRecordPage } from '../features/test-orders/components/grade-test-record-page';

/**
 * /personal/gradeTestRecord: the records of the test-orders feature with the score and appeal dialogs of the scores
 * and appeals features. Features never import each other, so the route composes them here.
 */
export default function GradeTestRecordScreen(props: RemoteAppProps) {
  return <GradeTestRecordPage {...props} ScoreDialog={ScoreDialog} AppealDialog={AppealDialog} />;
}
