import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../lib/clock';
import type {
  ApplyCertResult,
  CompanyVerifyRequest,
  CompanyVerifyStatus,
  ESign,
  SignNotification,
  SignRequest,
  VerifyNotification,
} from './e-sign';
import {
  COMPANY_STATUS_FAILED,
  COMPANY_STATUS_PASSED,
  fadadaTimestamp,
  type FadadaKeys,
  openSignCallback,
  openVerifyCallback,
  SIGN_RESULT_FAILED,
  SIGN_RESULT_SIGNED,
  signCallbackDigest,
  verifyCallbackDigest,
  verifyNotifyUrl,
} from './fadada-protocol';

/** The sandbox's own app_id / app_secret, generated once (`<DATA_DIR>/keys/e-sign-sandbox.json`). */
export const E_SIGN_SANDBOX_KEYS_FILE = 'e-sign-sandbox.json';

/** The sandbox pages (web/sandbox-e-sign-pages.ts). */
export const SANDBOX_SIGN_PAGE = '/dev/e-sign/sign';
export const SANDBOX_VERIFY_PAGE = '/dev/e-sign/verify';
export const SANDBOX_CONTRACT_PAGE = '/dev/e-sign/contract';

/** Loads (or on first use generates) the sandbox keys; synchronous because it runs once while the app is built. */
export function loadESignSandboxKeys(keysDir: string): FadadaKeys {
  const file = path.join(keysDir, E_SIGN_SANDBOX_KEYS_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FadadaKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys: FadadaKeys = { appId: String(randomInt(900_000, 1_000_000)), appSecret: randomBytes(18).toString('base64url') };
  mkdirSync(keysDir, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
  return JSON.parse(readFileSync(file, 'utf8')) as FadadaKeys;
}

export interface SandboxVerification {
  transactionNo: string;
  platformTransactionNo: string;
  customerId: string;
  companyName: string;
  /** 统一社会信用代码, masked (the sandbox keeps no more than the page shows). */
  creditNoMasked: string;
  legalName: string;
  /** The notify URL with the service's serial bound to it (as the production driver registers it). */
  notifyUrl: string;
  returnUrl: string;
  /** The page's capability (`?k=`). */
  code: string;
  state: 'pending' | 'passed' | 'failed';
  reason: string;
  decidedAt?: string;
  certSerial?: string;
}

export interface SandboxContract {
  contractId: string;
  docTitle: string;
  uploadedAt: string;
  /** The signing that completed it (3000), if any. */
  signedBy?: string;
}

export interface SandboxSigning {
  transactionId: string;
  contractId: string;
  customerId: string;
  docTitle: string;
  notifyUrl: string;
  returnUrl: string;
  code: string;
  state: 'open' | 'signed' | 'failed';
}

/** A signed callback ready to post: where, and the form fields. */
export interface SandboxCallback {
  notifyUrl: string;
  returnUrl: string;
  fields: Record<string, string>;
}

const ID = /^[0-9A-Za-z_-]{1,64}$/;

function mask(text: string): string {
  return text.length <= 8 ? text.replace(/.(?=.{2})/g, '*') : `${text.slice(0, 4)}${'*'.repeat(text.length - 8)}${text.slice(-4)}`;
}

/**
 * The sandbox e-signing and real-name platform: it behaves like 法大大 (decision 0056). Its books are files under
 * `<DATA_DIR>/e-sign-sandbox/` (accounts, verifications, contracts with their PDFs, signings, seals); it signs its
 * callbacks with the production algorithm (`./fadada-protocol.ts`) under its own generated keys, so the service's
 * callback route meets the same checks as in production. Its pages (`/dev/e-sign/sign`, `/dev/e-sign/verify`,
 * `/dev/e-sign/contract`) take a capability code it issued (`?k=`); the page's buttons post the signed callback to the
 * request's notify URL and send the browser back to its return URL.
 */
export class SandboxESign implements ESign {
  readonly driver = 'sandbox';

  constructor(
    private readonly folder: string,
    private readonly keys: FadadaKeys,
    private readonly clock: Clock,
  ) {}

  private file(kind: string, id: string, extension = 'json'): string {
    if (!ID.test(id)) throw new RangeError(`invalid id ${id}`);
    return path.join(this.folder, kind, `${id}.${extension}`);
  }

  private async read<T>(kind: string, id: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file(kind, id), 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async write(kind: string, id: string, body: unknown, extension = 'json'): Promise<void> {
    const file = this.file(kind, id, extension);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, extension === 'json' ? JSON.stringify(body) : (body as Buffer));
    await rename(temporary, file);
  }

  private key(purpose: string, value: string, length = 32): string {
    return createHmac('sha256', this.keys.appSecret).update(`${purpose}|${value}`, 'utf8').digest('hex').slice(0, length);
  }

  /** Like the platform: the same open_id always answers the same 32-hex customer id. */
  async registerCompany(openId: string): Promise<string> {
    if (!/^[\x21-\x7e]{1,64}$/.test(openId)) throw new RangeError('open_id 应为 1 至 64 个可见字符');
    const customerId = this.key('customer', openId).toUpperCase();
    if (!(await this.read('accounts', customerId))) await this.write('accounts', customerId, { customerId, openId, accountType: '2' });
    return customerId;
  }

  async companyVerifyUrl(request: CompanyVerifyRequest): Promise<{ url: string }> {
    const existing = await this.read<SandboxVerification>('verifications', request.transactionNo);
    if (existing) {
      if (existing.customerId !== request.customerId) throw new RangeError('该实名认证流水号已用于另一个账号');
      return { url: `${SANDBOX_VERIFY_PAGE}?k=${existing.code}` };
    }
    if (!(await this.read('accounts', request.customerId))) throw new RangeError('沙箱：未注册的客户编号');
    const verification: SandboxVerification = {
      transactionNo: request.transactionNo,
      platformTransactionNo: randomBytes(16).toString('hex'),
      customerId: request.customerId,
      companyName: request.companyName,
      creditNoMasked: mask(request.creditNo),
      legalName: request.legalName,
      notifyUrl: verifyNotifyUrl(this.keys, request.notifyUrl, request.customerId, request.transactionNo),
      returnUrl: request.returnUrl,
      code: randomBytes(12).toString('hex'),
      state: 'pending',
      reason: '',
    };
    await this.write('verifications', request.transactionNo, verification);
    await this.write('verification-codes', verification.code, { transactionNo: request.transactionNo });
    return { url: `${SANDBOX_VERIFY_PAGE}?k=${verification.code}` };
  }

  async companyVerifyStatus(transactionNo: string): Promise<CompanyVerifyStatus> {
    const verification = ID.test(transactionNo) ? await this.read<SandboxVerification>('verifications', transactionNo) : null;
    if (!verification) return { state: 'unknown' };
    if (verification.state === 'passed') return { state: 'passed', passedAt: new Date(verification.decidedAt ?? 0) };
    if (verification.state === 'failed') return { state: 'failed', reason: verification.reason };
    return { state: 'pending' };
  }

  /** Like apply_cert: issued (code 1) only after a passed verification of that customer. */
  async applyCert(customerId: string, transactionNo: string): Promise<ApplyCertResult> {
    const verification = ID.test(transactionNo) ? await this.read<SandboxVerification>('verifications', transactionNo) : null;
    if (!verification || verification.customerId !== customerId) return { ok: false, message: '实名认证不存在' };
    if (verification.state !== 'passed') return { ok: false, message: '实名认证未通过' };
    if (!verification.certSerial) {
      verification.certSerial = this.key('cert', transactionNo, 20).toUpperCase();
      await this.write('verifications', transactionNo, verification);
    }
    return { ok: true, certSerial: verification.certSerial };
  }

  /** 印章上传: the same image for the same customer answers the same signature id. */
  async addSignature(customerId: string, png: Buffer): Promise<string> {
    if (!(await this.read('accounts', customerId))) throw new RangeError('沙箱：未注册的客户编号');
    if (png.length < 8 || !png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      throw new RangeError('沙箱：印章图片应为 PNG');
    }
    const signatureId = this.key('seal', `${customerId}|${createHash('sha256').update(png).digest('hex')}`, 24);
    await this.write('seals', signatureId, png, 'png');
    await this.write('seals', `${signatureId}-meta`, { signatureId, customerId, bytes: png.length });
    return signatureId;
  }

  /** 合同上传: idempotent by contract id (a second upload of the same id keeps the first). */
  async uploadContract(contractId: string, docTitle: string, pdf: Buffer): Promise<void> {
    if (await this.read('contracts', contractId)) return;
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new RangeError('沙箱：合同应为 PDF');
    await this.write('contracts', contractId, pdf, 'pdf');
    const contract: SandboxContract = { contractId, docTitle, uploadedAt: this.clock.now().toISOString() };
    await this.write('contracts', contractId, contract);
  }

  /** 手动签署: the sandbox signing page of this attempt (one page per transaction id). */
  async signUrl(request: SignRequest): Promise<string> {
    const existing = await this.read<SandboxSigning>('signings', request.transactionId);
    if (existing) return `${SANDBOX_SIGN_PAGE}?k=${existing.code}`;
    const signing: SandboxSigning = {
      transactionId: request.transactionId,
      contractId: request.contractId,
      customerId: request.customerId,
      docTitle: request.docTitle,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      code: randomBytes(12).toString('hex'),
      state: 'open',
    };
    await this.write('signings', request.transactionId, signing);
    await this.write('signing-codes', signing.code, { transactionId: request.transactionId });
    return `${SANDBOX_SIGN_PAGE}?k=${signing.code}`;
  }

  private contractToken(contractId: string): string {
    return this.key('contract', contractId, 24);
  }

  viewUrl(contractId: string): string {
    return `${SANDBOX_CONTRACT_PAGE}?contract_id=${encodeURIComponent(contractId)}&k=${this.contractToken(contractId)}`;
  }

  downloadUrl(contractId: string): string {
    return `${this.viewUrl(contractId)}&download=1`;
  }

  openSignNotification(fields: Record<string, string>): SignNotification {
    return openSignCallback(this.keys, fields);
  }

  openVerifyNotification(fields: Record<string, string>): VerifyNotification {
    return openVerifyCallback(this.keys, fields);
  }

  // ——— the sandbox pages' side ———

  /** The contract PDF at its tokened address (the view and download links). */
  async contractFile(contractId: string, token: string): Promise<{ pdf: Buffer; contract: SandboxContract } | null> {
    if (!ID.test(contractId) || token !== this.contractToken(contractId)) return null;
    const contract = await this.read<SandboxContract>('contracts', contractId);
    if (!contract) return null;
    return { pdf: await readFile(this.file('contracts', contractId, 'pdf')), contract };
  }

  /** The signing behind a page code, with its contract (null when the code was not issued). */
  async signingByCode(code: string): Promise<{ signing: SandboxSigning; contract: SandboxContract | null } | null> {
    if (!/^[0-9a-f]{24}$/.test(code)) return null;
    const pointer = await this.read<{ transactionId: string }>('signing-codes', code);
    const signing = pointer ? await this.read<SandboxSigning>('signings', pointer.transactionId) : null;
    if (!signing) return null;
    return { signing, contract: await this.read<SandboxContract>('contracts', signing.contractId) };
  }

  /**
   * The signer pressed 签署 (3000) or 拒签 (3001): records it once and answers the signed callback 法大大 would post.
   * A second press, or a page whose contract was never uploaded, is refused.
   */
  async completeSigning(code: string, outcome: 'sign' | 'reject'): Promise<{ refused: string } | SandboxCallback> {
    const found = await this.signingByCode(code);
    if (!found) return { refused: '未找到该签署' };
    const { signing, contract } = found;
    if (signing.state !== 'open') return { refused: '该签署已完成，不能重复操作' };
    if (!contract) return { refused: '合同不存在（请先上传合同）' };
    const signed = outcome === 'sign';
    signing.state = signed ? 'signed' : 'failed';
    await this.write('signings', signing.transactionId, signing);
    if (signed && !contract.signedBy) await this.write('contracts', contract.contractId, { ...contract, signedBy: signing.transactionId });
    return { notifyUrl: signing.notifyUrl, returnUrl: signing.returnUrl, fields: this.signCallback(signing, signed) };
  }

  /**
   * 重新发送通知: the finished signing's callback again, freshly timestamped (法大大 posts a callback again when the
   * notify URL did not take it; the sandbox leaves that to the person at the page).
   */
  async resendSigning(code: string): Promise<{ refused: string } | SandboxCallback> {
    const found = await this.signingByCode(code);
    if (!found) return { refused: '未找到该签署' };
    if (found.signing.state === 'open') return { refused: '该签署尚未完成' };
    return { notifyUrl: found.signing.notifyUrl, returnUrl: found.signing.returnUrl, fields: this.signCallback(found.signing, found.signing.state === 'signed') };
  }

  /** The form fields of a signing callback, signed like 法大大's. */
  signCallback(signing: Pick<SandboxSigning, 'transactionId' | 'contractId'>, signed: boolean): Record<string, string> {
    const timestamp = fadadaTimestamp(this.clock.now());
    return {
      transaction_id: signing.transactionId,
      contract_id: signing.contractId,
      result_code: signed ? SIGN_RESULT_SIGNED : SIGN_RESULT_FAILED,
      result_desc: signed ? '签署成功' : '用户拒签',
      download_url: this.downloadUrl(signing.contractId),
      viewpdf_url: this.viewUrl(signing.contractId),
      timestamp,
      msg_digest: signCallbackDigest(this.keys, timestamp, signing.transactionId),
    };
  }

  async verificationByCode(code: string): Promise<SandboxVerification | null> {
    if (!/^[0-9a-f]{24}$/.test(code)) return null;
    const pointer = await this.read<{ transactionNo: string }>('verification-codes', code);
    return pointer ? this.read<SandboxVerification>('verifications', pointer.transactionNo) : null;
  }

  /** The reviewer pressed 通过 (status 4) or 不通过 (status 5, with a reason): recorded once, the signed callback answered. */
  async completeVerification(code: string, outcome: 'pass' | 'fail', reason: string): Promise<{ refused: string } | SandboxCallback> {
    const verification = await this.verificationByCode(code);
    if (!verification) return { refused: '未找到该实名认证' };
    if (verification.state !== 'pending') return { refused: '该实名认证已有结果，不能重复操作' };
    const passed = outcome === 'pass';
    verification.state = passed ? 'passed' : 'failed';
    verification.reason = passed ? '' : reason.trim().slice(0, 100) || '沙箱：资料不符';
    verification.decidedAt = this.clock.now().toISOString();
    await this.write('verifications', verification.transactionNo, verification);
    return this.verifyCallback(verification);
  }

  /** 重新发送通知 of a decided verification (see `resendSigning`). */
  async resendVerification(code: string): Promise<{ refused: string } | SandboxCallback> {
    const verification = await this.verificationByCode(code);
    if (!verification) return { refused: '未找到该实名认证' };
    if (verification.state === 'pending') return { refused: '该实名认证尚无结果' };
    return this.verifyCallback(verification);
  }

  private verifyCallback(verification: SandboxVerification): SandboxCallback {
    const passed = verification.state === 'passed';
    const timestamp = fadadaTimestamp(this.clock.now());
    const signed = {
      authenticationType: '2',
      certStatus: '0',
      customerId: verification.customerId,
      serialNo: verification.platformTransactionNo,
      status: passed ? COMPANY_STATUS_PASSED : COMPANY_STATUS_FAILED,
      statusDesc: passed ? '审核通过' : verification.reason,
    };
    return {
      notifyUrl: verification.notifyUrl,
      returnUrl: verification.returnUrl,
      fields: { ...signed, timestamp, sign: verifyCallbackDigest(this.keys, timestamp, signed) },
    };
  }
}
