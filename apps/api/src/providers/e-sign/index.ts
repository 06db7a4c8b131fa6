import path from 'node:path';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../storage/storage';
import type { ESign } from './e-sign';
import { FadadaESign } from './fadada';
import { loadESignSandboxKeys, SandboxESign } from './sandbox';

export type {
  ApplyCertResult,
  CompanyVerifyRequest,
  CompanyVerifyStatus,
  ESign,
  SignNotification,
  SignRequest,
  VerifyNotification,
} from './e-sign';
export { ESignSignatureError } from './e-sign';
export { E_SIGN_FILE_NAME, E_SIGN_STORAGE_FOLDER, FadadaError, FadadaESign, type FadadaSettings, readESignFile } from './fadada';
export {
  fadadaDigest,
  fadadaTimestamp,
  parseFadadaTimestamp,
  VERIFY_SERIAL_MAC_PARAMETER,
  VERIFY_SERIAL_PARAMETER,
  type FadadaKeys,
} from './fadada-protocol';
export {
  E_SIGN_SANDBOX_KEYS_FILE,
  loadESignSandboxKeys,
  SANDBOX_CONTRACT_PAGE,
  SANDBOX_SIGN_PAGE,
  SANDBOX_VERIFY_PAGE,
  SandboxESign,
  type SandboxCallback,
} from './sandbox';

/**
 * The configured e-signing driver (`E_SIGN_DRIVER`, decision 0056): the sandbox (books in
 * `<DATA_DIR>/e-sign-sandbox/`, keys in `<DATA_DIR>/keys/e-sign-sandbox.json`) or 法大大. Config validation refuses
 * the sandbox in production, and the app refuses a sandbox instance there too.
 */
export function createESign(config: Pick<Config, 'eSignDriver' | 'dataDir' | 'keysDir' | 'fadada'>, storage: Storage, clock: Clock): ESign {
  switch (config.eSignDriver) {
    case 'sandbox':
      return new SandboxESign(path.join(config.dataDir, 'e-sign-sandbox'), loadESignSandboxKeys(config.keysDir), clock);
    case 'fadada':
      if (!config.fadada) throw new Error('E_SIGN_DRIVER=fadada without its settings');
      return new FadadaESign(config.fadada, storage, clock);
  }
}
