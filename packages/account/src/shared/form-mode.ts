/**
 * The lock-after-submit pattern of the basic-information forms (req: accounts.md#lock-after-submit,
 * states.md#form-modes):
 * - without a profile the form opens for editing;
 * - with a profile it opens read-only, 编辑 unlocks it and 取消编辑 restores the saved values and locks it again;
 * - on submit (after validation and the confirmation) every field locks while the call runs; success leaves the
 *   form read-only, a failure unlocks it.
 * Key fields stay read-only while the server says the profile is `locked`, even when editing.
 */
export type FormMode = 'editing' | 'viewing' | 'submitting';

export function initialFormMode(hasProfile: boolean): FormMode {
  return hasProfile ? 'viewing' : 'editing';
}

export function isFieldReadOnly(
  field: string,
  mode: FormMode,
  keyFields: readonly string[],
  locked: boolean,
): boolean {
  if (mode !== 'editing') return true;
  return locked && keyFields.includes(field);
}
