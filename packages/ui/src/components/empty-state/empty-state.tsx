import './empty-state.css';

export interface EmptyStateProps {
  /** Empty lists show 暂无相关信息 (req: public-portal.md#empty-and-error-states). */
  text?: string;
  className?: string;
}

export function EmptyState({ text = '暂无相关信息', className }: EmptyStateProps) {
  return (
    <div className={className ? `bm-empty-state ${className}` : 'bm-empty-state'}>
      <svg className="bm-empty-state__image" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
        <ellipse cx="80" cy="108" rx="58" ry="7" fill="#e8f5ee" />
        <path d="M34 46 L80 30 L126 46 L126 94 L80 106 L34 94 Z" fill="#f4f6f8" stroke="#c5d3dd" strokeWidth="2" />
        <path d="M34 46 L80 62 L126 46" fill="none" stroke="#c5d3dd" strokeWidth="2" />
        <path d="M80 62 L80 106" stroke="#c5d3dd" strokeWidth="2" />
        <g transform="translate(84 40) rotate(-18)">
          <path d="M-12 -28 L12 -28 L6 0 L-6 0 Z" fill="#ffffff" stroke="#1a8f5c" strokeWidth="2" />
          <path d="M-4 -28 L-2 0 M4 -28 L2 0" stroke="#a3d9bf" strokeWidth="1.5" />
          <circle cx="0" cy="5" r="7" fill="#1a8f5c" />
        </g>
      </svg>
      <p className="bm-empty-state__text">{text}</p>
    </div>
  );
}
