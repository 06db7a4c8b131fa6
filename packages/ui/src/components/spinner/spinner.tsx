import './spinner.css';

export interface SpinnerProps {
  /** Diameter in px; default 20. */
  size?: number;
  /** Accessible name; default 加载中. */
  label?: string;
  className?: string;
}

/** An inline loading indicator in the brand colour. */
export function Spinner({ size = 20, label = '加载中', className }: SpinnerProps) {
  return (
    <span
      className={className ? `bm-spinner ${className}` : 'bm-spinner'}
      role="status"
      aria-label={label}
      style={{ width: size, height: size }}
    />
  );
}

export interface PageLoadingProps {
  text?: string;
  className?: string;
}

/** A block-sized loading state for a page or section while its data loads. */
export function PageLoading({ text = '加载中...', className }: PageLoadingProps) {
  return (
    <div className={className ? `bm-page-loading ${className}` : 'bm-page-loading'} role="status" aria-live="polite">
      <span className="bm-spinner" aria-hidden="true" style={{ width: 32, height: 32 }} />
      <span className="bm-page-loading__text">{text}</span>
    </div>
  );
}
