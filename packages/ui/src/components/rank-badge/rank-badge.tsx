import './rank-badge.css';

export interface RankBadgeProps {
  /** Evaluator rank 1–3 (一级 gold, 二级 silver, 三级 bronze); anything else shows as 三级. */
  rank: number;
  /** The rank's name beside the medal (一级考评员…). */
  name: string;
  className?: string;
}

/** Evaluator rank badge: a medal with the rank's digit and the rank name beside it (portal lists, the evaluator centre). */
export function RankBadge({ rank, name, className }: RankBadgeProps) {
  const level = rank >= 1 && rank <= 3 ? rank : 3;
  return (
    <span className={`evaluator-rank evaluator-rank--${level}${className ? ` ${className}` : ''}`}>
      <svg className="evaluator-rank__medal" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M7 1h4l2 6H9z M13 1h4l-2 6h-4z" className="evaluator-rank__ribbon" />
        <circle cx="12" cy="15" r="8" className="evaluator-rank__disc" />
        <text x="12" y="19" textAnchor="middle" className="evaluator-rank__digit">
          {level}
        </text>
      </svg>
      <span className="evaluator-rank__name">{name}</span>
    </span>
  );
}
