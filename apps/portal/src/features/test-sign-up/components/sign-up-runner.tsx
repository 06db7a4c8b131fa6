import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@badminton/router';
import { useMutation } from '@badminton/api-client/react';
import type { GradeOption } from '@badminton/contracts';
import { sessionStore, useSession } from '@badminton/session';
import { Button, Dialog, Radio, RoleReminderDialog, toast } from '@badminton/ui';
import { checkApply, revokeSession } from '../api/check-apply';
import {
  confirmGradeChoice,
  SIGN_IN_PATH,
  SIGN_UP_ROLE_LABEL,
  signUpAction,
  signUpGate,
} from '../utils/sign-up-decision';

type View =
  | { kind: 'checking' }
  | { kind: 'reminder'; currentRole: string | null }
  | { kind: 'choose'; options: GradeOption[]; chosen: number | null };

export interface SignUpRunnerProps {
  classId: number;
  /** The run is over (navigated, warned, or a dialog closed). */
  onDone: () => void;
}

/**
 * One click on a sign-up button (req: test-sign-up-and-orders.md#sign-up-button-and-grade-choice,
 * accounts.md#roles-and-permissions): the friendly reminder for visitors and other roles; for an athlete
 * `TestApplication/CheckApply`, then the sign-up page, a warning, or the grade-choice dialog. Loaded on the first click
 * (it brings element-react), so pages can show sign-up buttons on first paint.
 */
export default function SignUpRunner({ classId, onDone }: SignUpRunnerProps) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const role = useSession((s) => s.role);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const started = useRef(false);
  const mounted = useRef(false);
  const { run: check } = useMutation(checkApply);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per run, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const gate = signUpGate({ signedIn, role });
    if (gate.kind === 'reminder') {
      setView({ kind: 'reminder', currentRole: gate.currentRole });
      return;
    }
    void check({ id: classId }).then((outcome) => {
      if (!mounted.current) return;
      const action = signUpAction(classId, outcome);
      if (action.kind === 'choose') {
        setView({ kind: 'choose', options: action.options, chosen: null });
        return;
      }
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'warn') toast.warning(action.message);
      onDone();
    });
  }, [classId, signedIn, role, navigate, onDone, check]);

  const goSignIn = async () => {
    if (signedIn) {
      await revokeSession();
      sessionStore.getState().signOut();
    }
    onDone();
    navigate(SIGN_IN_PATH);
  };

  if (view.kind === 'reminder') {
    return (
      <RoleReminderDialog
        visible
        requiredRole={SIGN_UP_ROLE_LABEL}
        currentRole={view.currentRole}
        onLogin={() => void goSignIn()}
        onCancel={onDone}
      />
    );
  }

  if (view.kind === 'choose') {
    const confirm = () => {
      const result = confirmGradeChoice(classId, view.options, view.chosen);
      if (result.kind === 'warn') {
        toast.warning(result.message);
        return;
      }
      onDone();
      navigate(result.to);
    };
    return (
      <Dialog customClass="sign-up-grades" title="选择测试等级" size="tiny" visible onCancel={onDone} lockScroll={false}>
        <Dialog.Body>
          <p className="sign-up-grades__hint">您可以报名以下等级，请选择一个：</p>
          <Radio.Group aria-label="测试等级" value={view.chosen ?? undefined} onChange={(value: number) => setView({ ...view, chosen: value })}>
            {view.options.map((option) => (
              <Radio key={option.key} value={option.key}>
                {option.value}
              </Radio>
            ))}
          </Radio.Group>
        </Dialog.Body>
        <Dialog.Footer className="dialog-footer">
          <Button onClick={() => onDone()}>取消</Button>
          <Button type="primary" onClick={confirm}>
            确定
          </Button>
        </Dialog.Footer>
      </Dialog>
    );
  }

  return null;
}
