/**
 * Refusals of the upload pipeline that the specification does not word (decision 0020). The per-field type and
 * size messages come from the call's declaration (the spec's wording, in `@badminton/contracts`).
 */
export const UPLOAD_MESSAGES = {
  /** Every upload slot of this copy of the service is busy. */
  busy: '上传繁忙，请稍后重试',
  /** Too many submits of one upload call by one user in the window. */
  tooFrequent: '提交过于频繁，请稍后再试',
  /** The decoded image is larger than the pixel cap (decompression bombs). */
  dimensions: '图片尺寸过大，请压缩后重新上传',
  /** Text fields over the multipart bounds. */
  tooLarge: '请求内容过大',
} as const;
