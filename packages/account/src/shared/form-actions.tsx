import { Button } from '@badminton/ui';
import type { FormMode } from './form-mode';

export interface FormActionsProps {
  mode: FormMode;
  /** A saved profile exists, so an edit can be cancelled. */
  canCancel: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: () => void;
}

/** 编辑 while read-only; 提交 and (with a saved profile) 取消编辑 while editing; a busy 提交 while submitting. */
export function FormActions({ mode, canCancel, onEdit, onCancel, onSubmit }: FormActionsProps) {
  if (mode === 'viewing') {
    return (
      <div className="bm-form-actions">
        <Button type="primary" nativeType="button" onClick={onEdit}>
          编辑
        </Button>
      </div>
    );
  }
  const submitting = mode === 'submitting';
  return (
    <div className="bm-form-actions">
      <Button type="primary" nativeType="button" loading={submitting} disabled={submitting} onClick={onSubmit}>
        提交
      </Button>
      {canCancel ? (
        <Button nativeType="button" disabled={submitting} onClick={onCancel}>
          取消编辑
        </Button>
      ) : null}
    </div>
  );
}
