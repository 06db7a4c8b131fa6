import type { FastifyBaseLogger } from 'fastify';
import { randomSecret } from '../security/secrets';
import { PUBLIC_FILE_PREFIX, type Storage } from '../storage/storage';
import type { UploadedFile } from './receive';

/** Where a user's uploads of one kind live: `upload/<folder>/<userId>/`. */
export interface UploadOwner {
  folder: string;
  userId: number;
}

function ownFolder(owner: UploadOwner): string {
  return `${PUBLIC_FILE_PREFIX}/upload/${owner.folder}/${owner.userId}/`;
}

/** Stores a verified upload under `upload/<folder>/<userId>/<random>.<ext>`; answers its public `/wwwroot/...` path. */
export async function storeUpload(storage: Storage, owner: UploadOwner, image: UploadedFile): Promise<string> {
  const relativePath = `upload/${owner.folder}/${owner.userId}/${randomSecret(12)}.${image.kind}`;
  await storage.put(relativePath, image.content);
  return storage.url(relativePath);
}

/**
 * Deletes stored uploads that no row points to any more (a replaced avatar, a dropped photo, the new files of a
 * submit that failed after storing them). Only files in the owner's own upload folder are deleted — never a
 * shared or demo picture —, and a failure is logged, never answered: the row already points elsewhere.
 */
export async function removeUploads(
  storage: Storage,
  owner: UploadOwner,
  paths: readonly (string | null | undefined)[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const prefix = ownFolder(owner);
  for (const stored of paths) {
    if (!stored?.startsWith(prefix)) continue;
    try {
      await storage.delete(decodeURI(stored));
    } catch (error) {
      log?.warn({ err: error, folder: owner.folder, userId: owner.userId }, 'upload: replaced file not deleted');
    }
  }
}
