import { INSTITUTION_PHOTO_LIMIT, PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES } from '@badminton/contracts';

/**
 * Image uploads of the basic-information forms (req: constants.md#uploads): JPG or PNG, each under 1 MB; at most
 * 3 photos. The same limits and messages as the service (PROFILE_MESSAGES of @badminton/contracts), checked early.
 */

export const IMAGE_MAX_BYTES = PROFILE_PHOTO_MAX_BYTES;
export const MAX_INSTITUTION_PHOTOS = INSTITUTION_PHOTO_LIMIT;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export const IMAGE_MESSAGES = {
  avatarType: PROFILE_MESSAGES.avatarType,
  avatarSize: PROFILE_MESSAGES.avatarSize,
  photoType: PROFILE_MESSAGES.photoType,
  photoSize: PROFILE_MESSAGES.photoSize,
  /** Verbatim from the spec (sic: 上次 for 上传). */
  photoCount: PROFILE_MESSAGES.tooManyPhotos,
} as const;

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/** JPG or PNG by MIME type; by extension when the browser gives no type. */
export function isJpegOrPng(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if (type) return type === 'image/jpeg' || type === 'image/png' || type === 'image/jpg';
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** Under 1 MB (a file of exactly 1 MB is refused). */
export function isUnderImageLimit(file: FileLike): boolean {
  return file.size < IMAGE_MAX_BYTES;
}

/** The avatar: null when acceptable, else the message to show. */
export function checkAvatarFile(file: FileLike): string | null {
  if (!isJpegOrPng(file)) return IMAGE_MESSAGES.avatarType;
  return isUnderImageLimit(file) ? null : IMAGE_MESSAGES.avatarSize;
}

/** One institution photo: null when acceptable, else the message to show. */
export function checkPhotoFile(file: FileLike): string | null {
  if (!isJpegOrPng(file)) return IMAGE_MESSAGES.photoType;
  return isUnderImageLimit(file) ? null : IMAGE_MESSAGES.photoSize;
}

/** Adding `adding` photos to `current` ones: the count warning when that makes more than three. */
export function checkPhotoCount(current: number, adding: number): string | null {
  return current + adding > MAX_INSTITUTION_PHOTOS ? IMAGE_MESSAGES.photoCount : null;
}
