import { describe, expect, it } from 'vitest';
import { checkAvatarFile, checkPhotoCount, checkPhotoFile, isJpegOrPng, IMAGE_MAX_BYTES } from './image-file';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('image checks', () => {
  it('accepts JPG and PNG by type, or by extension without a type', () => {
    expect(isJpegOrPng(file('a.jpg', 'image/jpeg', 1))).toBe(true);
    expect(isJpegOrPng(file('a.png', 'image/png', 1))).toBe(true);
    expect(isJpegOrPng(file('a.JPEG', '', 1))).toBe(true);
    expect(isJpegOrPng(file('a.gif', 'image/gif', 1))).toBe(false);
    expect(isJpegOrPng(file('a.png', 'application/pdf', 1))).toBe(false);
    expect(isJpegOrPng(file('a.webp', '', 1))).toBe(false);
  });

  it('gives the avatar messages verbatim', () => {
    expect(checkAvatarFile(file('a.png', 'image/png', IMAGE_MAX_BYTES - 1))).toBeNull();
    expect(checkAvatarFile(file('a.gif', 'image/gif', 10))).toBe('上传头像图片只能是 JPG/PNG 格式!');
    expect(checkAvatarFile(file('a.png', 'image/png', IMAGE_MAX_BYTES))).toBe('上传头像图片大小不能超过 1MB!');
  });

  it('gives the institution photo messages verbatim', () => {
    expect(checkPhotoFile(file('v.jpg', 'image/jpeg', 500_000))).toBeNull();
    expect(checkPhotoFile(file('v.jpg', 'image/jpeg', 2 * IMAGE_MAX_BYTES))).toBe('上传图片大小不能超过 1MB!');
    expect(checkPhotoFile(file('v.bmp', 'image/bmp', 10))).toBe('上传图片只能是 JPG/PNG 格式!');
  });

  it('warns beyond three photos', () => {
    expect(checkPhotoCount(0, 3)).toBeNull();
    expect(checkPhotoCount(2, 1)).toBeNull();
    expect(checkPhotoCount(2, 2)).toBe('最多可上传三张实景图照片');
    expect(checkPhotoCount(3, 1)).toBe('最多可上传三张实景图照片');
  });
});
