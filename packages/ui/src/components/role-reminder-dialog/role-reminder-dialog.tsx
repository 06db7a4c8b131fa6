import { Button, Dialog } from '../../element/element';
import './role-reminder-dialog.css';

export const ROLE_REMINDER_TITLE = '温馨提示';

/**
 * The reminder wording (req: accounts.md#roles-and-permissions): a signed-in user of another role gets
 * `当前为{role}账号，请使用{required}账号登录`; a visitor gets `请先登录{required}账号再进行报名`.
 */
export function roleReminderText(requiredRole: string, currentRole?: string | null): string {
  return currentRole ? `当前为${currentRole}账号，请使用${requiredRole}账号登录` : `请先登录${requiredRole}账号再进行报名`;
}

export interface RoleReminderDialogProps {
  visible: boolean;
  /** Label of the role the action needs, e.g. '运动员'. */
  requiredRole: string;
  /** Label of the signed-in user's role; empty or absent for a visitor. */
  currentRole?: string | null;
  /** 去登录 (typically: sign the user out if needed and go to /signin). */
  onLogin: () => void;
  /** 取消, the close icon, the mask and Escape. */
  onCancel: () => void;
}

/** 温馨提示: a sign-up button clicked by a visitor or by the wrong role. */
export function RoleReminderDialog({ visible, requiredRole, currentRole, onLogin, onCancel }: RoleReminderDialogProps) {
  return (
    <Dialog
      customClass="bm-role-reminder"
      title={ROLE_REMINDER_TITLE}
      size="tiny"
      visible={visible}
      onCancel={onCancel}
      lockScroll={false}
    >
      <Dialog.Body>
        <p className="bm-role-reminder__text">{roleReminderText(requiredRole, currentRole)}</p>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onCancel()}>取消</Button>
        <Button type="primary" onClick={() => onLogin()}>
          去登录
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
