import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_FILE_PREFIX, type Storage, storageSegments, UnsafePathError } from './storage';

/** Stores files under a root folder on the local disk; served by the app at `/wwwroot/`. */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute location of a stored file, guaranteed to be inside the root. */
  resolve(relativePath: string): string {
    const absolute = path.resolve(this.root, ...storageSegments(relativePath));
    if (!absolute.startsWith(this.root + path.sep)) throw new UnsafePathError(relativePath);
    return absolute;
  }

  async put(relativePath: string, body: string | Uint8Array): Promise<void> {
    const absolute = this.resolve(relativePath);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, body);
  }

  get(relativePath: string): Promise<Buffer> {
    return readFile(this.resolve(relativePath));
  }

  async delete(relativePath: string): Promise<void> {
    await rm(this.resolve(relativePath), { force: true });
  }

  url(relativePath: string): string {
    return `${PUBLIC_FILE_PREFIX}/${storageSegments(relativePath).map(encodeURIComponent).join('/')}`;
  }
}
