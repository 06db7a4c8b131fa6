import { resolveFileUrl } from '../../utils/file-url';

export interface CoverImageProps {
  /** The stored file path (`/wwwroot/…`) or an absolute URL; nothing renders when empty. */
  path: string | null | undefined;
  /** The runtime file host that replaces the `/wwwroot` prefix. */
  fileHost: string;
  /** `loading="lazy"` for pictures below the fold. */
  lazy?: boolean;
}

/**
 * A decorative card cover: a 16:9 `<img>` (its size reserved, so no layout shift), decoded off the main thread,
 * lazy below the fold. No element-react, so cards on the first-paint path can use it.
 */
export function CoverImage({ path, fileHost, lazy = true }: CoverImageProps) {
  if (!path) return null;
  return (
    <img
      src={resolveFileUrl(path, fileHost)}
      alt=""
      width={480}
      height={270}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
