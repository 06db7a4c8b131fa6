import './star-rating.css';

/** Whole stars lit for a rating, clamped to 0–5. */
export function starCount(star: number): number {
  return Math.max(0, Math.min(5, Math.round(star)));
}

export interface StarRatingProps {
  star: number;
  className?: string;
}

/** Five stars, `star` of them lit; read out as "N星" (institution and evaluator ratings). */
export function StarRating({ star, className }: StarRatingProps) {
  const lit = starCount(star);
  return (
    <span className={className ? `bm-stars ${className}` : 'bm-stars'} role="img" aria-label={`${lit}星`}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className={i < lit ? 'bm-stars__star is-lit' : 'bm-stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
