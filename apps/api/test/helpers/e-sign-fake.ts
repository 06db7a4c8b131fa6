import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ApplyCertResult,
  type CompanyVerifyRequest,
  type CompanyVerifyStatus,
  type ESign,
  ESignSignatureError,
  type SignNotification,
  type SignRequest,
  type VerifyNotification,
} from '../../src/providers/e-sign/e-sign';

/**
 * An in-test e-sign driver implementing the `ESign` interface: the qualification and contract tests drive callbacks
 * directly, without the sandbox's pages (the sandbox and 法大大 drivers have their own tests, fadada-e-sign.test.ts).
 * Callbacks carry an HMAC-SHA1 `msg_digest` over the other fields (sorted); a wrong or missing digest is refused like
 * the real drivers refuse one.
 */
export class FakeESign implements ESign {
  readonly driver = 'test-fake';
  readonly key = 'fake-e-sign-secret';
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly uploaded = new Set<string>();
  /** Set to make the next `applyCert` fail. */
  certFails = false;
  /** Set to make `companyVerifyUrl` throw (a platform refusal). */
  verifyRefusal: string | null = null;
  private serial = 0;

  async registerCompany(openId: string): Promise<string> {
    this.calls.push({ method: 'registerCompany', args: [openId] });
    return `CUST-${openId}`;
  }

  async companyVerifyUrl(request: CompanyVerifyRequest): Promise<{ url: string }> {
    this.calls.push({ method: 'companyVerifyUrl', args: [request] });
    if (this.verifyRefusal) throw new Error(this.verifyRefusal);
    return { url: `http://esign.test/verify?transaction_no=${request.transactionNo}` };
  }

  async companyVerifyStatus(): Promise<CompanyVerifyStatus> {
    return { state: 'pending' };
  }

  async applyCert(customerId: string, transactionNo: string): Promise<ApplyCertResult> {
    this.calls.push({ method: 'applyCert', args: [customerId, transactionNo] });
    if (this.certFails) return { ok: false, message: '证书申请失败' };
    this.serial += 1;
    return { ok: true, certSerial: `CERT-${String(this.serial).padStart(6, '0')}` };
  }

  async addSignature(customerId: string, png: Buffer): Promise<string> {
    this.calls.push({ method: 'addSignature', args: [customerId, png.length] });
    if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('印章必须是 PNG');
    return `SIG-${customerId}`;
  }

  async uploadContract(contractId: string): Promise<void> {
    this.calls.push({ method: 'uploadContract', args: [contractId] });
    this.uploaded.add(contractId);
  }

  async signUrl(request: SignRequest): Promise<string> {
    this.calls.push({ method: 'signUrl', args: [request] });
    return `http://esign.test/sign?transaction_id=${request.transactionId}&contract_id=${request.contractId}`;
  }

  viewUrl(contractId: string): string {
    return `http://esign.test/view/${contractId}`;
  }

  downloadUrl(contractId: string): string {
    return `http://esign.test/download/${contractId}`;
  }

  digest(fields: Record<string, string>): string {
    const text = Object.keys(fields)
      .filter((name) => name !== 'msg_digest')
      .sort()
      .map((name) => `${name}=${fields[name]}`)
      .join('&');
    return createHmac('sha1', this.key).update(text).digest('hex').toUpperCase();
  }

  private check(fields: Record<string, string>): void {
    const expected = Buffer.from(this.digest(fields));
    const given = Buffer.from(fields.msg_digest ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ESignSignatureError('msg_digest 不正确');
  }

  /** The form fields of a genuine signing callback. */
  signFields(transactionId: string, contractId: string, resultCode: 3000 | 3001, timestamp: string): Record<string, string> {
    const fields = {
      transaction_id: transactionId,
      contract_id: contractId,
      result_code: String(resultCode),
      result_desc: resultCode === 3000 ? '签章成功' : '签章失败',
      download_url: this.downloadUrl(contractId),
      viewpdf_url: this.viewUrl(contractId),
      timestamp,
    };
    return { ...fields, msg_digest: this.digest(fields) };
  }

  /** The form fields of a genuine verification callback. */
  verifyFields(customerId: string, transactionNo: string, passed: boolean, timestamp: string): Record<string, string> {
    const fields = { customer_id: customerId, transactionNo, status: passed ? '2' : '3', statusDesc: passed ? '' : '对公打款验证失败', timestamp };
    return { ...fields, msg_digest: this.digest(fields) };
  }

  openSignNotification(fields: Record<string, string>): SignNotification {
    this.check(fields);
    const code = Number(fields.result_code);
    if (code !== 3000 && code !== 3001) throw new ESignSignatureError('result_code 无效');
    return {
      transactionId: fields.transaction_id,
      contractId: fields.contract_id,
      resultCode: code,
      resultDesc: fields.result_desc ?? '',
      downloadUrl: fields.download_url ?? '',
      viewpdfUrl: fields.viewpdf_url ?? '',
      timestamp: parseTimestamp(fields.timestamp),
    };
  }

  openVerifyNotification(fields: Record<string, string>): VerifyNotification {
    this.check(fields);
    return {
      customerId: fields.customer_id,
      transactionNo: fields.transactionNo,
      passed: fields.status === '2',
      reason: fields.statusDesc ?? '',
      timestamp: parseTimestamp(fields.timestamp),
    };
  }
}

/** yyyyMMddHHmmss (Asia/Shanghai) → the instant. */
function parseTimestamp(text: string | undefined): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!match) throw new ESignSignatureError('timestamp 无效');
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}
