import {
  getPayRecords,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  Role,
  TRAINING_APTITUDE_MAX_BYTES,
  TRAINING_ORDER_MESSAGES as M,
  trainingSignUp,
} from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as service from './service';

/** The aptitude image of a training sign-up: one JPG/PNG under 4 MB, by content (001 §8, decision 0020). */
const APTITUDE_UPLOAD: UploadRules = {
  fields: {
    aptitude_img: { maxBytes: TRAINING_APTITUDE_MAX_BYTES - 1, kinds: ['jpg', 'png'], typeMessage: M.imageType, sizeMessage: M.imageSize },
  },
  maxFiles: 1,
  countMessage: M.imageCount,
};

/** The evaluator's training sign-up, order, records, scores and payment records (decision 0034): evaluators only, their own. */
export function trainingOrderCalls({ db, clock, storage, jobs }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock, storage, jobs };
  const evaluator = [Role.Evaluator] as const;
  return [
    uploadCall({ db, clock }, trainingSignUp, evaluator, APTITUDE_UPLOAD, (input, { caller, files, log }) =>
      service.signUp(deps, caller, input, files, log),
    ),
    roleCall(getTrainingOrder, evaluator, (input, { caller }) => service.getTrainingOrder(db, caller, input), { reads: true }),
    roleCall(getTrainingRecords, evaluator, (input, { caller }) => service.listTrainingRecords(db, caller, input), { reads: true }),
    roleCall(getTrainingScores, evaluator, (input, { caller }) => service.getTrainingScores(db, caller, input), { reads: true }),
    roleCall(getPayRecords, evaluator, (input, { caller }) => service.listPayRecords(db, caller, input), { reads: true }),
  ];
}
