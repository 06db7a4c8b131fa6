import { ageOn } from './eligibility';

/**
 * The evaluator's training sign-up form (req: evaluator.md#training-sign-up, spec 001 §8): the aptitude choice and its
 * image, 我已年满18周岁 for grade 3, the fee type, the acknowledgement and the image's type and size. The form shows
 * these messages before it submits; the service applies the same rules as the authority
 * (`ExaminerClass/TrainingSignUp`).
 */

/** The form's messages: the spec's words (001 §8) where it gives them. */
export const TRAINING_SIGN_UP_MESSAGES = {
  aptitudeRequired: '请选择任意资质',
  aptitudeImageRequired: '请上传资质图片',
  aptitudeInvalid: '所选资质不存在，请重新选择',
  adultRequired: '请勾选我已年满18周岁',
  underAge: '三级考评员培训仅限年满18周岁的考评员报名',
  feeTypeRequired: '请选择缴费类型',
  feeTypeNotOffered: '该培训班没有此缴费类型',
  acknowledgeRequired: '请勾选报名提示',
  imageType: '上传图片只能是 JPG/PNG 格式!',
  imageSize: '上传图片大小不能超过 4MB!',
} as const;

/** The aptitude image: JPG or PNG under 4 MB (a file of exactly 4 MB is refused). */
export const TRAINING_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** Grade 3 (三级考评员) asks the applicant to be 18 or older; the other grades ask for an aptitude. */
export const ADULT_ONLY_GRADE = 3;
export const ADULT_AGE = 18;

export interface TrainingSignUpForm {
  /** The class's evaluator grade (1–3). */
  grade: number;
  /** The class's aptitude options. */
  aptitudeOptions: readonly string[];
  /** The chosen option's index, or null. */
  aptitudeIndex: number | null;
  /** An aptitude image is attached. */
  hasImage: boolean;
  /** 我已年满18周岁 ticked. */
  isAdult: boolean;
  /** The chosen fee type, or null, and the class's fee types. */
  feeType: number | null;
  feeTypes: readonly number[];
  /** The acknowledgement ticked. */
  isAgree: boolean;
}

/** An image index above 0 needs its picture (the first option is the one without a certificate). */
export function needsAptitudeImage(aptitudeIndex: number | null): boolean {
  return aptitudeIndex !== null && aptitudeIndex > 0;
}

/** The first problem of the form, in the order the page shows its fields, or null. */
export function validateTrainingSignUp(form: TrainingSignUpForm): string | null {
  const M = TRAINING_SIGN_UP_MESSAGES;
  if (form.aptitudeIndex !== null && (form.aptitudeIndex < 0 || form.aptitudeIndex >= form.aptitudeOptions.length)) return M.aptitudeInvalid;
  if (form.grade === ADULT_ONLY_GRADE) {
    if (!form.isAdult) return M.adultRequired;
  } else {
    if (form.aptitudeIndex === null) return M.aptitudeRequired;
    if (needsAptitudeImage(form.aptitudeIndex) && !form.hasImage) return M.aptitudeImageRequired;
  }
  if (form.feeType === null) return M.feeTypeRequired;
  if (!form.feeTypes.includes(form.feeType)) return M.feeTypeNotOffered;
  if (!form.isAgree) return M.acknowledgeRequired;
  return null;
}

/** 18 or older on `onDate` (`YYYY-MM-DD`) for someone born on `birthday`. */
export function isAdultOn(birthday: string, onDate: string): boolean {
  return ageOn(birthday, onDate) >= ADULT_AGE;
}

type FileLike = { name: string; type: string; size: number };

/** The aptitude image: null when acceptable, else the spec's message (format first, then size). */
export function checkTrainingImage(file: FileLike): string | null {
  const type = file.type.toLowerCase();
  const image = type ? ['image/jpeg', 'image/jpg', 'image/png'].includes(type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!image) return TRAINING_SIGN_UP_MESSAGES.imageType;
  return file.size < TRAINING_IMAGE_MAX_BYTES ? null : TRAINING_SIGN_UP_MESSAGES.imageSize;
}
