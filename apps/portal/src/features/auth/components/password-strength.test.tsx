// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

afterEach(cleanup);

function shown(value: string) {
  const { container } = render(<PasswordStrength value={value} />);
  const meter = container.querySelector('.auth-strength')!;
  return {
    text: meter.querySelector('.auth-strength__text')!.textContent,
    bars: meter.querySelectorAll('.auth-strength__bars .is-on').length,
    level: meter.className,
  };
}

describe('PasswordStrength', () => {
  it('scores 1–4 from digits, lower case, upper case and symbols', () => {
    expect(shown('123456')).toEqual({ text: '弱', bars: 1, level: 'auth-strength is-level-1' });
    expect(shown('abc123')).toEqual({ text: '中', bars: 2, level: 'auth-strength is-level-2' });
    expect(shown('abC123')).toEqual({ text: '强', bars: 3, level: 'auth-strength is-level-3' });
    expect(shown('abC12!')).toEqual({ text: '很强', bars: 4, level: 'auth-strength is-level-4' });
  });

  it('shows no level for an empty password', () => {
    expect(shown('')).toEqual({ text: '—', bars: 0, level: 'auth-strength is-level-0' });
  });
});
