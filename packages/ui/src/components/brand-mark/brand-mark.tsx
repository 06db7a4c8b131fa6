import { useId } from 'react';

export interface BrandMarkProps {
  /** Width and height in px (default 48). */
  size?: number;
  className?: string;
}

/**
 * The site's one mark (issue 28 point 10: the header, the sign-in card and the footer each drew their own): a
 * shuttlecock — feather cone with two ribs and the cork — in white on the brand green-to-blue disc. The same drawing
 * is `apps/shell/public/favicon.svg`. Decorative: the site title beside it names the site.
 */
export function BrandMark({ size = 48, className }: BrandMarkProps) {
  // One gradient id per drawing: two marks on a page must not share (or lose) their fill.
  const gradient = `bm-brand-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg
      className={className ? `bm-brand-mark ${className}` : 'bm-brand-mark'}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#167c50" />
          <stop offset="1" stopColor="#1d4f91" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${gradient})`} />
      <path d="M22 18 L32 40 L42 18 Z" fill="#fff" opacity=".92" />
      <path d="M27 18 L32 40 M37 18 L32 40" stroke="#167c50" strokeWidth="1.5" />
      <circle cx="32" cy="44" r="7" fill="#fff" />
    </svg>
  );
}
