import type { PersonalFrameKind } from '@badminton/contracts/routes';
import type { PersonalFrameWriter } from '../markup';
import { complaintRecordsFrame, eventApplicationFrame, eventApplicationRecordsFrame, gradeTestRecordsFrame } from './athlete-records';
import { certificateDeliveriesFrame, certificatesFrame, invoiceFrame, logisticsFrame } from './certificates';
import { trainingRecordsFrame, workRecordsFrame } from './evaluator-records';
import { messagesFrame } from './messages';
import { profileFrame } from './profile';
import { accountSettingsFrame } from './account-settings';
import { trainingDetailFrame } from './training-detail';

/** One writer per personal-centre frame kind (decision 0045); a writer answers null when it has nothing to draw. */
export const PERSONAL_FRAME_WRITERS: Record<PersonalFrameKind, PersonalFrameWriter> = {
  'grade-test-records': gradeTestRecordsFrame,
  'complaint-records': complaintRecordsFrame,
  'event-application': eventApplicationFrame,
  'event-application-records': eventApplicationRecordsFrame,
  'certificates': certificatesFrame,
  'certificate-deliveries': certificateDeliveriesFrame,
  'logistics': logisticsFrame,
  'invoice': invoiceFrame,
  'profile': profileFrame,
  'training-records': trainingRecordsFrame,
  'work-records': workRecordsFrame,
  'messages': messagesFrame,
  'training-detail': trainingDetailFrame,
  'account-settings': accountSettingsFrame,
};
