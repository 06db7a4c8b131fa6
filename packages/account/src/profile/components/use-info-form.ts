import { useRef } from 'react';
import type { ApiResult } from '@badminton/api-client';
import { ALREADY_PENDING, useMutation } from '@badminton/api-client/react';
import { confirm, toast } from '@badminton/ui';
import { isFieldReadOnly } from '../../shared/form-mode';
import { useEditLock } from '../../shared/use-edit-lock';

/**
 * Asked before every submit of a basic-information form (req: accounts.md#institution-form, accounts.md#personal-form).
 */
export const KEY_INFO_CONFIRM = '带*号信息为关键信息，提交后无法自行修改，请确认后提交?';
export const SUBMIT_SUCCESS = '提交成功';

/**
 * A basic-information form (the lock-after-submit pattern of form-mode.ts): its values, `readOnly(field)`,
 * `set(field, value)`, whether a profile exists and is locked, and the submit flow.
 */
export function useInfoForm<P extends { locked?: boolean }, V>(
  /** The saved profile, `null` before the first submit. */
  profile: P | null,
  /** The form's values from the profile (empty ones without a profile). */
  fromProfile: (profile: P | null) => V,
  /** The fields that stay read-only while the server says the profile is `locked`. */
  keyFields: readonly string[],
) {
  const hasProfile = Boolean(profile);
  const locked = Boolean(profile?.locked);
  const lock = useEditLock<V>(() => fromProfile(profile), hasProfile);
  const { mode, setMode, setValues, validate } = lock;
  const current = useRef(lock.values);
  current.current = lock.values;

  // One submit at a time; the sender is handed over with each submit (the forms build their payload then).
  const sending = useMutation((send: () => Promise<ApiResult<unknown>>) => send());

  const readOnly = (field: string) => isFieldReadOnly(field, mode, keyFields, locked);
  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((v) => ({ ...v, [field]: value }));

  /**
   * 提交 (req: states.md#form-modes, accounts.md#lock-after-submit): every rule, then the key-information confirmation;
   * the fields lock while `send` runs. Success awaits `onSaved` (the profile reloaded into the session), then shows
   * 提交成功; a refusal unlocks the form and goes to `showRefusal` (not when the shell already reported it: a session
   * expiry, a transport failure).
   */
  async function submit(
    send: (values: V) => Promise<ApiResult<unknown>>,
    showRefusal: (errorMsg: string) => void,
    onSaved: () => Promise<void> | void,
  ): Promise<void> {
    if (sending.pending) return;
    if (!(await validate())) return;
    if (!(await confirm(KEY_INFO_CONFIRM))) return;
    setMode('submitting');
    const values = current.current;
    const outcome = await sending.run(() => send(values));
    if (outcome === ALREADY_PENDING) return;
    if (!outcome.ok) {
      if (!outcome.reported) showRefusal(outcome.errorMsg);
      setMode('editing');
      return;
    }
    // The saved profile reaches the session (the shell's guards read it) before 提交成功 tells the user it is done,
    // so a page opened right after the message already sees the profile.
    await onSaved();
    toast.success(SUBMIT_SUCCESS);
  }

  return { ...lock, current, locked, hasProfile, readOnly, set, submit };
}

export type InfoForm<V> = ReturnType<typeof useInfoForm<{ locked?: boolean }, V>>;
