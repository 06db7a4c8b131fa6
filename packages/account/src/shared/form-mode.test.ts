import { describe, expect, it } from 'vitest';
import { initialFormMode, isFieldReadOnly } from './form-mode';

const KEYS = ['name', 'certificates_number'];

describe('form mode', () => {
  it('opens for editing without a profile, read-only with one', () => {
    expect(initialFormMode(false)).toBe('editing');
    expect(initialFormMode(true)).toBe('viewing');
  });

  it('makes every field read-only while viewing or submitting', () => {
    for (const mode of ['viewing', 'submitting'] as const) {
      expect(isFieldReadOnly('email', mode, KEYS, false)).toBe(true);
      expect(isFieldReadOnly('name', mode, KEYS, false)).toBe(true);
    }
  });

  it('keeps key fields read-only while editing a locked profile', () => {
    expect(isFieldReadOnly('name', 'editing', KEYS, true)).toBe(true);
    expect(isFieldReadOnly('certificates_number', 'editing', KEYS, true)).toBe(true);
    expect(isFieldReadOnly('email', 'editing', KEYS, true)).toBe(false);
  });

  it('lets every field be edited before the profile is locked', () => {
    expect(isFieldReadOnly('name', 'editing', KEYS, false)).toBe(false);
    expect(isFieldReadOnly('email', 'editing', KEYS, false)).toBe(false);
  });
});
