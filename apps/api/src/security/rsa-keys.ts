import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The service's sign-in key pair (req: accounts.md#sign-in, product-decisions.md#2-the-call-contract). The browser
 * encrypts the account and the passwords with the public key (jsencrypt, RSAES-PKCS1-v1_5, base64); the service
 * decrypts with node-forge, because Node's `privateDecrypt` refuses PKCS#1 v1.5 padding.
 *
 * The private key is supplied by configuration (`RSA_PRIVATE_KEY_PEM`) or generated on the first
 * start into `<DATA_DIR>/keys/` (2048-bit, PKCS#8 PEM, file mode 0600). Several copies of the
 * service must share one key: supply it by configuration or share the data folder.
 */

export const KEY_BITS = 2048;
export const PRIVATE_KEY_FILE = 'sign-in-private.pem';
export const PUBLIC_KEY_FILE = 'sign-in-public.pem';

const generate = promisify(generateKeyPair);

export interface SignInKeys {
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`), what jsencrypt's `setPublicKey` takes. */
  readonly publicKeyPem: string;
  /** Decrypts one base64 ciphertext of jsencrypt; `null` when it is not one made with our public key. */
  decrypt(base64: string): string | null;
  /** Key material for deriving service secrets (never leaves the process). */
  readonly privateKeyPem: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function signInKeysFromPem(privateKeyPem: string): SignInKeys {
  const publicKeyPem = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const cipherBytes = Math.ceil(key.n.bitLength() / 8);
  return {
    publicKeyPem,
    privateKeyPem,
    decrypt(base64) {
      const text = base64.replace(/\s+/g, '');
      if (!BASE64.test(text)) return null;
      try {
        const bytes = forge.util.decode64(text);
        // jsencrypt drops leading zero bytes of the ciphertext; pad them back.
        if (bytes.length > cipherBytes || bytes.length < cipherBytes - 8) return null;
        const padded = '\0'.repeat(cipherBytes - bytes.length) + bytes;
        return forge.util.decodeUtf8(key.decrypt(padded, 'RSAES-PKCS1-V1_5'));
      } catch {
        return null;
      }
    },
  };
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes `content` to `file` only if it does not exist yet, atomically (a reader never sees a
 * half-written key): write a temporary file, then hard-link it into place. Returns false when
 * another process won.
 */
async function writeOnce(file: string, content: string, mode: number): Promise<boolean> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode, flag: 'wx' });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

/** The configured key, or the one in `keysDir`, generating it on the first start. */
export async function loadSignInKeys(options: { privateKeyPem?: string; keysDir: string }): Promise<SignInKeys> {
  if (options.privateKeyPem) return signInKeysFromPem(options.privateKeyPem);
  const privateFile = path.join(options.keysDir, PRIVATE_KEY_FILE);
  const existing = await readIfExists(privateFile);
  if (existing) return signInKeysFromPem(existing);

  await mkdir(options.keysDir, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  if (await writeOnce(privateFile, privateKey, 0o600)) {
    await writeFile(path.join(options.keysDir, PUBLIC_KEY_FILE), publicKey, { mode: 0o644 });
    return signInKeysFromPem(privateKey);
  }
  return signInKeysFromPem(await readFile(privateFile, 'utf8'));
}
