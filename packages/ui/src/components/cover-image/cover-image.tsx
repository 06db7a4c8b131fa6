import { resolveFileUrl } from '../../utils/file-url';

export interface CoverImageProps {
  /** The stored file path (`/wwwroot/…`) or an absolute URL; nothing renders when empty. */
  path: string | null | undefined;
  /** The runtime file host that replaces the `/wwwroot` prefix. */
  fileHost: string;
  /** `loading="lazy"` for pictures below the fold. */
  lazy?: boolean;
  /** The intrinsic size the browser reserves before the picture arrives (16:9 by default). */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A decorative card cover: a sized `<img>` (no layout shift), decoded off the main thread, lazy below the fold.
 * No element-react, so cards on the first-paint path can use it.
 */
export function CoverImage({ path, fileHost, lazy = true, width = 480, height = 270, className }: CoverImageProps) {
  if (!path) return null;
  return (
    <img
      className={className}
      src={resolveFileUrl(path, fileHost)}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
