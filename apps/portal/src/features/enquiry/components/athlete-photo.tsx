/** Demo and uploaded photos are portraits (4:5); the box keeps that ratio so nothing shifts while loading. */
const PORTRAIT_RATIO = 1.25;

/** An athlete's photo in a fixed portrait box; without a photo (none uploaded, or privacy off) a neutral figure. */
export function AthletePhoto({ src, name, size, lazy = true }: { src: string; name: string | null; size: number; lazy?: boolean }) {
  const height = Math.round(size * PORTRAIT_RATIO);
  if (!src) {
    return (
      <span className="enquiry-photo enquiry-photo--empty" style={{ width: size, height }} aria-hidden="true">
        <svg viewBox="0 0 48 48" width={size * 0.6} height={size * 0.6} focusable="false">
          <circle cx="24" cy="17" r="9" fill="currentColor" />
          <path d="M6 44c1.5-10 9-15 18-15s16.5 5 18 15z" fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className="enquiry-photo"
      src={src}
      alt={name ? `${name}的照片` : '运动员照片'}
      width={size}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      style={{ width: size, height }}
    />
  );
}
