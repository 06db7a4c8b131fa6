import { passwordStrength } from '@badminton/validation';

const LEVELS = ['', '弱', '中', '强', '很强'] as const;

/** Strength meter 1–4 (one point each for digits, lower case, upper case and symbols). */
export function PasswordStrength({ value }: { value: string }) {
  const score = passwordStrength(value);
  return (
    <div className={`auth-strength is-level-${score}`} aria-live="polite">
      <span className="auth-strength__label">密码强度</span>
      <span className="auth-strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <i key={bar} className={bar <= score ? 'is-on' : undefined} />
        ))}
      </span>
      <span className="auth-strength__text" data-score={score}>
        {score > 0 ? LEVELS[score] : '—'}
      </span>
    </div>
  );
}
