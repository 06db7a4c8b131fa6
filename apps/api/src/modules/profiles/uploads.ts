import type { Storage } from '../../storage/storage';
import { randomSecret } from '../../security/secrets';

/**
 * Image uploads of the profile forms: the type is read from the content (magic bytes), never from
 * the file name or the declared type, so a renamed file is refused.
 */

export type ImageKind = 'jpg' | 'png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(content: Uint8Array): ImageKind | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpg';
  if (content.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => content[index] === byte)) return 'png';
  return null;
}

export interface ImageRules {
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** Checks one image; returns its kind or the rule's message. */
export function checkImage(content: Uint8Array, rules: ImageRules): { ok: true; kind: ImageKind } | { ok: false; message: string } {
  const kind = sniffImage(content);
  if (!kind) return { ok: false, message: rules.typeMessage };
  if (content.length > rules.maxBytes) return { ok: false, message: rules.sizeMessage };
  return { ok: true, kind };
}

/** Stores an image under `upload/<folder>/<userId>/<random>.<ext>`; returns its public `/wwwroot/...` path. */
export async function storeImage(storage: Storage, folder: 'avatar' | 'mechanism', userId: number, content: Uint8Array, kind: ImageKind): Promise<string> {
  const relativePath = `upload/${folder}/${userId}/${randomSecret(12)}.${kind}`;
  await storage.put(relativePath, content);
  return storage.url(relativePath);
}
