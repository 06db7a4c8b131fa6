/**
 * E-signing and enterprise real-name adapter (req: institution.md#contracts, #real-name-authentication,
 * #seal-upload; product-decisions.md#3-external-providers). The legacy result codes 3000 (签署成功) / 3001 (签署失败)
 * and `code` 1 of the certificate application are those of the 法大大 (FADADA) open platform, API v2: the production
 * driver speaks it (`./fadada.ts`); the sandbox driver (`./sandbox.ts`) behaves like it, with a local signing page and
 * a local verification page under `/dev/e-sign/*` that call the service back exactly as 法大大 does (signed form
 * posts to the notify URL).
 *
 * The service calls only this interface; which driver runs is configuration (`E_SIGN_DRIVER`: `sandbox` default,
 * `fadada` production). The sandbox is refused under NODE_ENV=production.
 *
 * Every call that changes something at the platform is idempotent by the id the service gives it (customer open id,
 * transaction number, contract id), so a retry after a lost answer does no harm.
 */

/** The company's details for enterprise real-name verification (the real-name form; 法大大 企业实名认证). */
export interface CompanyVerifyRequest {
  /** The platform account of the institution (from `registerCompany`). */
  customerId: string;
  /** The service's own serial for this verification attempt (unique; a retry with it answers the same page). */
  transactionNo: string;
  companyName: string;
  /** 统一社会信用代码. */
  creditNo: string;
  /** The business licence image (re-encoded by the upload pipeline). */
  creditImage: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' };
  legalName: string;
  legalId: string;
  legalIdFront: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' };
  legalMobile: string;
  bankCardNo: string;
  bankId: string;
  bankName: string;
  subbranchName: string;
  /** Where the platform posts the verification result (the service's callback route, absolute). */
  notifyUrl: string;
  /** Where the verification page sends the user back to when done (absolute). */
  returnUrl: string;
}

export type CompanyVerifyStatus =
  /** The page was opened or not yet finished. */
  | { state: 'pending' }
  | { state: 'passed'; passedAt: Date }
  | { state: 'failed'; reason: string }
  /** The platform knows no such transaction. */
  | { state: 'unknown' };

export type ApplyCertResult =
  /** 法大大 `code` 1: the numbered certificate (编号证书) was issued; its serial number. */
  | { ok: true; certSerial: string }
  | { ok: false; message: string };

export interface SignRequest {
  /** The service's own serial of this signing attempt (unique per attempt; 法大大 transaction_id). */
  transactionId: string;
  contractId: string;
  customerId: string;
  docTitle: string;
  notifyUrl: string;
  returnUrl: string;
}

/** A signing callback, after its digest was checked. */
export interface SignNotification {
  transactionId: string;
  contractId: string;
  /** 3000 signed, 3001 sign failed. */
  resultCode: 3000 | 3001;
  resultDesc: string;
  downloadUrl: string;
  viewpdfUrl: string;
  /** The platform's timestamp of the callback (yyyyMMddHHmmss, Asia/Shanghai), parsed. */
  timestamp: Date;
  /**
   * Added (decision 0056): the platform's own `result_code` as posted — `3000`, `3001`, or `3003` (拒签, which
   * `resultCode` reports as 3001).
   */
  platformResultCode?: string;
}

/** A real-name verification callback, after its digest was checked. */
export interface VerifyNotification {
  customerId: string;
  /** The service's own serial of the verification (`CompanyVerifyRequest.transactionNo`). */
  transactionNo: string;
  /** passed or failed, with the platform's reason on failure. */
  passed: boolean;
  reason: string;
  timestamp: Date;
  /**
   * Added (decision 0056): false when the platform reports a status that is not final yet (submitted, under review):
   * then `passed` is false but the verification has not failed — keep waiting. Both drivers set it.
   */
  final?: boolean;
  /** Added: the platform's serial of the verification (法大大 `serialNo` / `transactionNo`). */
  platformTransactionNo?: string;
  /** Added: the platform's status code as posted (enterprise: 4 审核通过, 5 审核不通过, others in progress). */
  platformStatus?: string;
}

/** A callback whose digest does not check, or that is malformed: never trusted, answered with an error. */
export class ESignSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ESignSignatureError';
  }
}

export interface ESign {
  /** `sandbox` or `fadada`. */
  readonly driver: string;
  /** 注册账号 (account_register, account_type 2 企业): the platform account of an institution; idempotent by `openId`. */
  registerCompany(openId: string): Promise<string>;
  /** 获取企业实名认证地址: submits the company's details, answers the verification page to embed. */
  companyVerifyUrl(request: CompanyVerifyRequest): Promise<{ url: string }>;
  /** The platform's view of a verification (查询企业实名认证信息). */
  companyVerifyStatus(transactionNo: string): Promise<CompanyVerifyStatus>;
  /** 编号证书申请 (apply_cert) after a passed verification. */
  applyCert(customerId: string, transactionNo: string): Promise<ApplyCertResult>;
  /** 印章上传 (add_signature): the seal image (PNG), answers the platform's signature id. */
  addSignature(customerId: string, png: Buffer): Promise<string>;
  /** 合同上传 (uploaddocs): the contract PDF under `contractId`; idempotent. */
  uploadContract(contractId: string, docTitle: string, pdf: Buffer): Promise<void>;
  /** 手动签署 (extsign): the signing page's address (opened in a new tab). */
  signUrl(request: SignRequest): Promise<string>;
  /** 合同查看 / 合同下载 addresses of a contract. */
  viewUrl(contractId: string): string;
  downloadUrl(contractId: string): string;
  /** Checks and reads a signing callback (the form fields as posted). Throws `ESignSignatureError` when not genuine. */
  openSignNotification(fields: Record<string, string>): SignNotification;
  /**
   * Checks and reads a real-name verification callback. Throws `ESignSignatureError` when not genuine. `fields` are the
   * posted form fields together with the notify URL's query parameters (the driver puts the service's serial there,
   * bound by a MAC: `esign_tx`, `esign_mac`; decision 0056).
   */
  openVerifyNotification(fields: Record<string, string>): VerifyNotification;
}
