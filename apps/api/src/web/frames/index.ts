import type { PersonalFrameKind, ScreenFrameKind } from '@badminton/contracts/routes';
import type { FrameWriter } from './markup';
import { testClassesFrame } from './test-classes';
import { trainingClassesFrame } from './training-classes';
import { evaluatorsFrame, evaluatorFrame } from './evaluators';
import { institutionsFrame, institutionFrame } from './institutions';
import { articlesFrame, articleFrame } from './articles';
import { faqFrame } from './faq';
import { certificateQueryFrame, athletesFrame, athleteFrame } from './enquiry';

/** One writer per public screen-frame kind (decision 0037; the personal centre's are in ./personal); a writer answers null when it has nothing to draw. */
export const SCREEN_FRAME_WRITERS: Record<Exclude<ScreenFrameKind, PersonalFrameKind>, FrameWriter> = {
  'test-classes': testClassesFrame,
  'training-classes': trainingClassesFrame,
  'evaluators': evaluatorsFrame,
  'evaluator': evaluatorFrame,
  'institutions': institutionsFrame,
  'institution': institutionFrame,
  'articles': articlesFrame,
  'article': articleFrame,
  'faq': faqFrame,
  'certificate-query': certificateQueryFrame,
  'athletes': athletesFrame,
  'athlete': athleteFrame,
};
