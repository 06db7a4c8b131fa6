/**
 * File storage behind one small interface (req: product-decisions.md#3-external-providers). The local-disk driver is
 * the default; an S3-compatible driver can implement the same interface later. Paths are relative to the storage root,
 * use `/` separators and never leave the root.
 */
export interface Storage {
  /** Writes (or overwrites) a file. */
  put(relativePath: string, body: string | Uint8Array): Promise<void>;
  /** Reads a file; throws when it does not exist. */
  get(relativePath: string): Promise<Buffer>;
  /** Deletes a file; a file that does not exist is not an error. */
  delete(relativePath: string): Promise<void>;
  /** The public URL of a stored file, always starting with `/wwwroot/`. */
  url(relativePath: string): string;
}

export const PUBLIC_FILE_PREFIX = '/wwwroot';

export class UnsafePathError extends Error {
  constructor(relativePath: string) {
    super(`不允许的文件路径：${relativePath}`);
    this.name = 'UnsafePathError';
  }
}

/**
 * Validates a storage path and returns its normalized segments.
 * Refuses empty paths, absolute paths, backslashes, NUL bytes and `.`/`..` segments.
 */
export function storageSegments(relativePath: string): string[] {
  if (!relativePath || relativePath.includes('\0') || relativePath.includes('\\')) {
    throw new UnsafePathError(relativePath);
  }
  const withoutPrefix = relativePath.startsWith(`${PUBLIC_FILE_PREFIX}/`)
    ? relativePath.slice(PUBLIC_FILE_PREFIX.length + 1)
    : relativePath;
  if (withoutPrefix.startsWith('/')) throw new UnsafePathError(relativePath);
  const segments = withoutPrefix.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new UnsafePathError(relativePath);
  }
  return segments;
}
