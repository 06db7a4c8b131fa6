import { useRef, type ChangeEvent } from 'react';
import { resolveFileUrl, toast } from '@badminton/ui';
import { checkPhotoCount, checkPhotoFile, IMAGE_ACCEPT, MAX_INSTITUTION_PHOTOS } from '../../shared/image-file';
import type { PhotoSlot } from '../utils/institution-form';

export interface PhotoPickerProps {
  photos: PhotoSlot[];
  onChange: (photos: PhotoSlot[]) => void;
  fileHost: string;
  disabled?: boolean;
}

function slotUrl(slot: PhotoSlot, fileHost: string): string {
  return slot.kind === 'stored' ? resolveFileUrl(slot.path, fileHost) : slot.preview;
}

/**
 * Up to three institution photos (实景图, req: accounts.md#institution-form): JPG/PNG, each under 1 MB. Choosing more than
 * the free slots warns '最多可上传三张实景图照片' and adds none; a refused file shows its message and is skipped.
 */
export function PhotoPicker({ photos, onChange, fileHost, disabled = false }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const tooMany = checkPhotoCount(photos.length, files.length);
    if (tooMany) {
      toast.warning(tooMany);
      return;
    }
    const accepted: PhotoSlot[] = [];
    for (const file of files) {
      const problem = checkPhotoFile(file);
      if (problem) toast.error(problem);
      else accepted.push({ kind: 'new', file, preview: URL.createObjectURL(file) });
    }
    if (accepted.length > 0) onChange([...photos, ...accepted]);
  }

  function remove(index: number) {
    const slot = photos[index];
    if (slot?.kind === 'new') URL.revokeObjectURL(slot.preview);
    onChange(photos.filter((_, i) => i !== index));
  }

  return (
    <div className="bm-photo-picker">
      <ul className="bm-photo-picker__list">
        {photos.map((slot, index) => (
          <li key={slot.kind === 'stored' ? slot.path : slot.preview} className="bm-photo-picker__item">
            <img src={slotUrl(slot, fileHost)} alt={`实景图${index + 1}`} />
            {disabled ? null : (
              <button type="button" className="bm-photo-picker__remove" onClick={() => remove(index)} aria-label={`删除实景图${index + 1}`}>
                删除
              </button>
            )}
          </li>
        ))}
        {disabled || photos.length >= MAX_INSTITUTION_PHOTOS ? null : (
          <li className="bm-photo-picker__item bm-photo-picker__add">
            <button type="button" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              上传实景图
            </button>
            <input
              ref={input}
              className="bm-visually-hidden"
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              aria-label="上传实景图"
              onChange={choose}
            />
          </li>
        )}
      </ul>
      {disabled && photos.length === 0 ? <p className="bm-form-tip">暂无实景图</p> : null}
      {disabled ? null : <p className="bm-form-tip">最多三张，支持 JPG/PNG 格式，每张不超过 1MB</p>}
    </div>
  );
}
