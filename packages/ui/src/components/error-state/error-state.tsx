import { Button } from '../../element/element';
import './error-state.css';

export interface ErrorStateProps {
  /** What went wrong, e.g. the service's errorMsg. */
  text: string;
  /** Shows a 重试 button when given. */
  onRetry?: () => void;
  retryText?: string;
  className?: string;
}

/** A failed load: icon, message and an optional retry. */
export function ErrorState({ text, onRetry, retryText = '重试', className }: ErrorStateProps) {
  return (
    <div className={className ? `bm-error-state ${className}` : 'bm-error-state'} role="alert">
      <svg className="bm-error-state__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="#fdecea" stroke="#d9453a" strokeWidth="2" />
        <path d="M24 13 V28" stroke="#d9453a" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="35" r="2.2" fill="#d9453a" />
      </svg>
      <p className="bm-error-state__text">{text}</p>
      {onRetry && (
        <Button size="small" onClick={() => onRetry()}>
          {retryText}
        </Button>
      )}
    </div>
  );
}
