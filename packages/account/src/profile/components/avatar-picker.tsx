import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from '@badminton/ui';
import { checkAvatarFile, IMAGE_ACCEPT } from '../../shared/image-file';

export interface AvatarPickerProps {
  /** URL of the avatar to show (a chosen file's preview or the stored photo), '' for none. */
  src: string;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/**
 * Avatar with an upload button: JPG/PNG under 1 MB (req: accounts.md#personal-form), refused files show the message.
 */
export function AvatarPicker({ src, disabled = false, onPick }: AvatarPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    onPick(file);
  }

  return (
    <div className="bm-avatar-picker">
      {src ? (
        <img className="bm-avatar-picker__image" src={src} alt="头像" />
      ) : (
        <span className="bm-avatar-picker__image bm-avatar-picker__image--empty" aria-label="暂无头像" role="img">
          暂无头像
        </span>
      )}
      {disabled ? null : (
        <div className="bm-avatar-picker__actions">
          <input
            ref={input}
            id={id}
            className="bm-visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="上传头像"
            onChange={choose}
          />
          <button type="button" className="bm-upload-button" onClick={() => input.current?.click()}>
            {src ? '更换头像' : '上传头像'}
          </button>
          <span className="bm-form-tip">支持 JPG/PNG 格式，大小不超过 1MB</span>
        </div>
      )}
    </div>
  );
}
