import {
  CONTRACT_MESSAGES as C,
  type ContractItem,
  ContractStatus,
  E_SIGN_NOTIFY_PATHS,
  InvoiceStatus,
  OrderKind,
  PaymentStatus,
  REAL_NAME_FIELDS,
  REAL_NAME_MESSAGES as R,
  RealNameStatus,
  Role,
  SEAL_MESSAGES as S,
  statusLabel,
} from '@badminton/contracts';
import { fenToYuan, validateRealNameForm } from '@badminton/validation';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import {
  contractSignTransactions,
  institutionContracts,
  institutionSeals,
  invoices,
  orders,
  realNameVerifications,
} from '../../db/schema';
import { renderPdf } from '../../documents/pdf';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { ESign, SignNotification, VerifyNotification } from '../../providers/e-sign/e-sign';
import type { Caller, UploadedFiles } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import type { UploadedFile } from '../../uploads/receive';
import { removeUploads, storeUpload, type UploadOwner } from '../../uploads/store';
import { contractWorkflow } from '../../workflows/contract';
import { realNameWorkflow } from '../../workflows/real-name';
import { actorOf, commitTransition, recordStore, SYSTEM_ACTOR } from '../../workflows/transition';
import { createOrder } from '../orders/service';

/**
 * The institution's contracts, deposit, real-name verification, certificate and seal (req: institution.md#contracts,
 * #real-name-authentication, #seal-upload; decision 0058), against the e-sign adapter (`providers/e-sign/e-sign.ts`).
 * Every record is the caller's institution's: another institution's contract answers 该合同不存在.
 */

export interface ContractDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  jobs: JobQueue;
  eSign?: ESign;
}

export const contractRecords = recordStore(institutionContracts, institutionContracts.id, institutionContracts.resultCode);
export const realNameRecords = recordStore(realNameVerifications, realNameVerifications.id, realNameVerifications.status);

/** Where the browser is sent back to after the platform's pages. */
const RETURN_PATHS = { sign: '/personal/contractList', verify: '/personal/realNameAuthentication' } as const;

function eSignOf(deps: ContractDeps): ESign {
  if (!deps.eSign) throw new BusinessError(C.unavailable);
  return deps.eSign;
}

/** The institution's account at the e-sign platform is keyed by its account id (idempotent at the platform). */
export function platformOpenId(userId: number): string {
  return `institution-${userId}`;
}

/** A serial of ours for the platform (transaction ids): prefix, local time to the second, 6 random digits. */
function serial(prefix: string, at: Date): string {
  const stamp = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function originOf(origin: string | undefined): string {
  return origin ?? 'http://localhost:8080';
}

async function ownContract(db: Database, caller: Caller, contractId: string) {
  const [row] = await db
    .select()
    .from(institutionContracts)
    .where(and(eq(institutionContracts.contractId, contractId), eq(institutionContracts.institutionUserId, caller.userId)));
  if (!row) throw new BusinessError(C.notFound);
  return row;
}

async function latestVerification(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(realNameVerifications)
    .where(eq(realNameVerifications.institutionUserId, userId))
    .orderBy(desc(realNameVerifications.id))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- the list

export async function listContracts(deps: ContractDeps, caller: Caller, input: { limit: number; page: number }) {
  const page = toPage(input);
  const mine = eq(institutionContracts.institutionUserId, caller.userId);
  const rows = await deps.db
    .select({ contract: institutionContracts, orderSn: orders.orderSn, invoiceUrl: invoices.invoiceUrl, invoiceStatus: invoices.invoiceStatus })
    .from(institutionContracts)
    .leftJoin(orders, eq(orders.id, institutionContracts.depositOrderId))
    .leftJoin(invoices, eq(invoices.orderId, institutionContracts.depositOrderId))
    .where(mine)
    .orderBy(desc(institutionContracts.createdAt), desc(institutionContracts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await deps.db.select({ total: count() }).from(institutionContracts).where(mine);
  const items: ContractItem[] = rows.map(({ contract, orderSn, invoiceUrl, invoiceStatus }) => ({
    id: contract.id,
    contract_id: contract.contractId,
    order_sn: orderSn ?? '',
    doc_title: contract.docTitle,
    viewpdf_url: contract.viewpdfUrl ?? '',
    download_url: contract.downloadUrl ?? '',
    timestamp: toWireDateTime(contract.notifiedAt ?? contract.createdAt),
    contract_status: contract.contractStatus,
    payment_status: contract.paymentStatus,
    result_code: contract.resultCode,
    result_name: statusLabel('contract', contract.resultCode),
    deposit1: fenToYuan(contract.depositFen),
    receipt_url: contract.paymentStatus === 1 && invoiceStatus === InvoiceStatus.Issued && invoiceUrl ? invoiceUrl : '',
  }));
  const verification = await latestVerification(deps.db, caller.userId);
  const [seal] = await deps.db
    .select({ id: institutionSeals.id })
    .from(institutionSeals)
    .where(eq(institutionSeals.institutionUserId, caller.userId))
    .limit(1);
  return {
    items,
    totalCount: Number(total),
    realName: verification?.status ?? 0,
    certSerial: verification?.status === RealNameStatus.Passed ? (verification.certSerial ?? '') : '',
    hasSeal: Boolean(seal),
  };
}

// ---------------------------------------------------------------- signing

/** A simple PDF of the contract, uploaded to the platform before its first signing (idempotent there). */
function contractPdf(docTitle: string, contractId: string, at: Date): Buffer {
  return Buffer.from(
    renderPdf({
      title: docTitle,
      subtitle: [`合同编号：${contractId}`],
      paragraphs: [
        '甲方：中国羽毛球协会（羽毛球运动水平等级评定）',
        '乙方：测试机构',
        '乙方在资质审核通过后承办羽毛球运动水平等级评定测试，遵守等级评定的各项规定，按约定缴纳保证金。',
      ],
      footer: '羽毛球运动水平等级评定',
      created: at,
    }),
  );
}

/**
 * Starts a signing attempt of the caller's contract and answers the platform's signing page. A contract whose signing
 * failed (3001) goes back to signing (0) through the workflow; a signed one (3000) is refused. Every attempt is a new
 * transaction id; the callback of an older attempt never moves the contract (see `applySignNotification`).
 */
export async function signContract(deps: ContractDeps, caller: Caller, contractId: string, origin: string | undefined) {
  const eSign = eSignOf(deps);
  const contract = await ownContract(deps.db, caller, contractId);
  if (contract.resultCode === ContractStatus.Signed) throw new BusinessError(C.alreadySigned);
  const now = deps.clock.now();
  const customerId = await eSign.registerCompany(platformOpenId(caller.userId));
  const [earlier] = await deps.db
    .select({ id: contractSignTransactions.id })
    .from(contractSignTransactions)
    .where(eq(contractSignTransactions.contractRowId, contract.id))
    .limit(1);
  if (!earlier) await eSign.uploadContract(contract.contractId, contract.docTitle, contractPdf(contract.docTitle, contract.contractId, now));
  const transactionId = serial('QS', now);
  const base = originOf(origin);
  const url = await eSign.signUrl({
    transactionId,
    contractId: contract.contractId,
    customerId,
    docTitle: contract.docTitle,
    notifyUrl: `${base}${E_SIGN_NOTIFY_PATHS.sign}`,
    returnUrl: `${base}${RETURN_PATHS.sign}`,
  });
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(institutionContracts).where(eq(institutionContracts.id, contract.id)).for('update');
    if (locked.resultCode === ContractStatus.Signed) throw new BusinessError(C.alreadySigned);
    if (locked.resultCode === ContractStatus.Failed) {
      await commitTransition(tx, contractWorkflow, contractRecords, contract.id, ContractStatus.Failed, ContractStatus.Signing, {
        actor: actorOf(caller),
        reason: '机构重新签署',
        at: now,
      });
    }
    await tx.insert(contractSignTransactions).values({ contractRowId: contract.id, transactionId, signUrl: url, createdAt: now });
    await tx.update(institutionContracts).set({ currentTransactionId: transactionId }).where(eq(institutionContracts.id, contract.id));
  });
  return { url };
}

export type NotificationOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown';

/**
 * Applies a verified signing callback, idempotently: the attempt is found by its transaction id (unknown → nothing);
 * a replay (the attempt already has its result) changes nothing; the result is kept on the attempt; the contract moves
 * (0 → 3000 or 3001, through the workflow, by the service) only when the attempt is its current one, the contract is
 * still signing and the callback is newer than the last one applied.
 */
export async function applySignNotification(deps: Pick<ContractDeps, 'db' | 'clock'>, notification: SignNotification): Promise<NotificationOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(contractSignTransactions)
      .where(eq(contractSignTransactions.transactionId, notification.transactionId))
      .for('update');
    if (!attempt) return 'unknown';
    const [contract] = await tx.select().from(institutionContracts).where(eq(institutionContracts.id, attempt.contractRowId)).for('update');
    if (!contract || contract.contractId !== notification.contractId) return 'unknown';
    if (attempt.resultCode !== null) return 'duplicate';
    await tx
      .update(contractSignTransactions)
      .set({ resultCode: notification.resultCode, resultDesc: notification.resultDesc, notifiedAt: notification.timestamp, receivedAt: now })
      .where(eq(contractSignTransactions.id, attempt.id));
    const newer = !contract.notifiedAt || notification.timestamp.getTime() > contract.notifiedAt.getTime();
    if (contract.currentTransactionId !== attempt.transactionId || contract.resultCode !== ContractStatus.Signing || !newer) return 'stale';
    const signed = notification.resultCode === ContractStatus.Signed;
    await commitTransition(tx, contractWorkflow, contractRecords, contract.id, ContractStatus.Signing, notification.resultCode, {
      actor: SYSTEM_ACTOR,
      reason: notification.resultDesc || (signed ? '签署成功' : '签署失败'),
      at: now,
      changes: {
        contractStatus: signed ? 1 : 0,
        resultDesc: notification.resultDesc,
        notifiedAt: notification.timestamp,
        ...(signed ? { viewpdfUrl: notification.viewpdfUrl, downloadUrl: notification.downloadUrl } : {}),
      },
    });
    return 'applied';
  });
}

// ---------------------------------------------------------------- the deposit

/**
 * The deposit order of a signed contract (kind 4 on the one order model, decision 0030): a payable one already made is
 * answered again; otherwise a new one (30 minutes to pay). Paid, it sets the contract's `payment_status` (the hook).
 */
export async function payDeposit(deps: ContractDeps, caller: Caller, contractId: string) {
  const contract = await ownContract(deps.db, caller, contractId);
  const now = deps.clock.now();
  const orderSn = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(institutionContracts).where(eq(institutionContracts.id, contract.id)).for('update');
    if (locked.contractStatus !== 1) throw new BusinessError(C.notSigned);
    if (locked.paymentStatus === 1) throw new BusinessError(C.alreadyPaid);
    if (locked.depositFen <= 0) throw new BusinessError(C.noDeposit);
    if (locked.depositOrderId !== null) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, locked.depositOrderId));
      const payable = order && (order.paymentStatus === PaymentStatus.Pending || order.paymentStatus === PaymentStatus.Failed);
      if (payable && (!order.expiresAt || order.expiresAt.getTime() > now.getTime())) return order.orderSn;
      if (order?.paymentStatus === PaymentStatus.Paid) throw new BusinessError(C.alreadyPaid);
    }
    const order = await createOrder(tx, deps.jobs, {
      userId: caller.userId,
      userType: Role.Institution,
      kind: OrderKind.InstitutionDeposit,
      description: `机构保证金-${locked.docTitle}`.slice(0, 120),
      amountFen: locked.depositFen,
      at: now,
    });
    await tx.update(institutionContracts).set({ depositOrderId: order.id }).where(eq(institutionContracts.id, contract.id));
    return order.orderSn;
  });
  deps.jobs.wake();
  return { order_sn: orderSn };
}

// ---------------------------------------------------------------- real-name

function contentTypeOf(file: UploadedFile): 'image/jpeg' | 'image/png' {
  return file.kind === 'png' ? 'image/png' : 'image/jpeg';
}

export async function getRealName(deps: ContractDeps, caller: Caller) {
  const row = await latestVerification(deps.db, caller.userId);
  const status = row?.status ?? 0;
  return {
    url: row && status !== RealNameStatus.Failed ? row.verifyUrl : '',
    status,
    status_name: row ? statusLabel('realName', status) : '未认证',
    reason: row?.reason ?? '',
    company_name: row?.companyName ?? '',
  };
}

export type RealNameInput = Partial<Record<(typeof REAL_NAME_FIELDS)[number]['key'], string>>;

/**
 * Submits the company's details to the platform's enterprise verification and answers its page (`code` 1,
 * `data.url`); a refusal of the platform is answered as `code` 0 with its message. Every field is required with its
 * own message; both images too.
 */
export async function submitRealName(
  deps: ContractDeps,
  caller: Caller,
  input: RealNameInput,
  files: UploadedFiles,
  origin: string | undefined,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  const licence = files.credit_image_path?.[0];
  const idFront = files.legal_id_front_path?.[0];
  const problem = validateRealNameForm(
    {
      fields: REAL_NAME_FIELDS.map((field) => ({ key: field.key, message: field.message, value: input[field.key] })),
      hasLicence: Boolean(licence),
      hasIdFront: Boolean(idFront),
    },
    R,
  );
  if (problem) throw new BusinessError(problem);
  const eSign = eSignOf(deps);
  const value = (key: keyof RealNameInput) => (input[key] ?? '').trim();
  const now = deps.clock.now();
  const transactionNo = serial('RN', now);
  const base = originOf(origin);
  let customerId: string;
  let url: string;
  try {
    customerId = await eSign.registerCompany(platformOpenId(caller.userId));
    ({ url } = await eSign.companyVerifyUrl({
      customerId,
      transactionNo,
      companyName: value('company_name'),
      creditNo: value('credit_no'),
      creditImage: { bytes: licence!.content, contentType: contentTypeOf(licence!) },
      legalName: value('legal_name'),
      legalId: value('legal_id'),
      legalIdFront: { bytes: idFront!.content, contentType: contentTypeOf(idFront!) },
      legalMobile: value('legal_mobile'),
      bankCardNo: value('bank_card_no'),
      bankId: value('bank_id'),
      bankName: value('bank_name'),
      subbranchName: value('subbranch_name'),
      notifyUrl: `${base}${E_SIGN_NOTIFY_PATHS.verify}`,
      returnUrl: `${base}${RETURN_PATHS.verify}`,
    }));
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    log?.warn({ err: error }, 'e-sign: company verification refused');
    return { code: 0, msg: error instanceof Error && error.message ? error.message : C.unavailable, data: { url: '' } };
  }
  const owner: UploadOwner = { folder: 'real-name', userId: caller.userId };
  const stored: string[] = [];
  try {
    const creditImagePath = await storeUpload(deps.storage, owner, licence!);
    stored.push(creditImagePath);
    const legalIdFrontPath = await storeUpload(deps.storage, owner, idFront!);
    stored.push(legalIdFrontPath);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(realNameVerifications)
        .values({
          institutionUserId: caller.userId,
          customerId,
          transactionNo,
          status: RealNameStatus.Verifying,
          verifyUrl: url,
          companyName: value('company_name'),
          creditNo: value('credit_no'),
          creditImagePath,
          legalName: value('legal_name'),
          legalId: value('legal_id'),
          legalIdFrontPath,
          legalMobile: value('legal_mobile'),
          bankCardNo: value('bank_card_no'),
          bankId: value('bank_id'),
          bankName: value('bank_name'),
          subbranchName: value('subbranch_name'),
          createdAt: now,
        })
        .returning({ id: realNameVerifications.id });
      await appendAudit(tx, {
        workflow: realNameWorkflow.name,
        recordId: row.id,
        actorUserId: caller.userId,
        actorRole: caller.role,
        fromStatus: '',
        toStatus: String(RealNameStatus.Verifying),
        reason: '提交企业实名认证',
        changedAt: now,
      });
    });
  } catch (error) {
    await removeUploads(deps.storage, owner, stored, log);
    throw error;
  }
  return { code: 1, msg: '', data: { url } };
}

/**
 * Applies a verified real-name callback, idempotently: the attempt is found by its transaction number and customer
 * (unknown → nothing); one already settled (a replay, or an older callback after a newer one) changes nothing; a
 * verifying one moves to passed or failed through the workflow.
 */
export async function applyVerifyNotification(deps: Pick<ContractDeps, 'db' | 'clock'>, notification: VerifyNotification): Promise<NotificationOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(realNameVerifications)
      .where(eq(realNameVerifications.transactionNo, notification.transactionNo))
      .for('update');
    if (!row || row.customerId !== notification.customerId) return 'unknown';
    // A driver may report a status that is not final yet (审核中): nothing to apply, the verification waits.
    if ('final' in notification && notification.final === false) return 'stale';
    if (row.status !== RealNameStatus.Verifying) return 'duplicate';
    if (row.notifiedAt && notification.timestamp.getTime() <= row.notifiedAt.getTime()) return 'stale';
    await commitTransition(tx, realNameWorkflow, realNameRecords, row.id, RealNameStatus.Verifying, notification.passed ? RealNameStatus.Passed : RealNameStatus.Failed, {
      actor: SYSTEM_ACTOR,
      reason: notification.reason || (notification.passed ? '实名认证通过' : '实名认证未通过'),
      at: now,
      changes: { notifiedAt: notification.timestamp, reason: notification.passed ? null : notification.reason },
    });
    return 'applied';
  });
}

// ---------------------------------------------------------------- certificate and seal

/** 申请实名证书: after a passed verification; `code` 1 with the serial, otherwise 申请失败，请重新实名认证. */
export async function applyCert(deps: ContractDeps, caller: Caller, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const row = await latestVerification(deps.db, caller.userId);
  if (!row || row.status !== RealNameStatus.Passed) return { code: 0, msg: C.certFailed, certSerial: '' };
  if (row.certSerial) return { code: 1, msg: '申请成功', certSerial: row.certSerial };
  const eSign = eSignOf(deps);
  let result;
  try {
    result = await eSign.applyCert(row.customerId, row.transactionNo);
  } catch (error) {
    log?.warn({ err: error }, 'e-sign: certificate application failed');
    return { code: 0, msg: C.certFailed, certSerial: '' };
  }
  if (!result.ok) return { code: 0, msg: C.certFailed, certSerial: '' };
  await deps.db
    .update(realNameVerifications)
    .set({ certSerial: result.certSerial, certAppliedAt: deps.clock.now() })
    .where(eq(realNameVerifications.id, row.id));
  return { code: 1, msg: '申请成功', certSerial: result.certSerial };
}

export async function certStatus(deps: ContractDeps, caller: Caller) {
  const row = await latestVerification(deps.db, caller.userId);
  const serialNumber = row?.status === RealNameStatus.Passed ? (row.certSerial ?? '') : '';
  return { hasCert: serialNumber !== '', serialNumber };
}

/** 印章上传: the re-encoded image, as PNG to the platform (add_signature), kept as the institution's seal. */
export async function uploadSeal(deps: ContractDeps, caller: Caller, files: UploadedFiles, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const image = files.business_license_key?.[0];
  if (!image) throw new BusinessError(S.required);
  const eSign = eSignOf(deps);
  const png = image.kind === 'png' ? image.content : await sharp(image.content).png().toBuffer();
  let signatureId: string;
  try {
    const customerId = await eSign.registerCompany(platformOpenId(caller.userId));
    signatureId = await eSign.addSignature(customerId, png);
  } catch (error) {
    log?.warn({ err: error }, 'e-sign: seal upload refused');
    return { code: 0, msg: error instanceof Error && error.message ? error.message : C.unavailable };
  }
  const owner: UploadOwner = { folder: 'seal', userId: caller.userId };
  const path = await storeUpload(deps.storage, owner, image);
  try {
    await deps.db.insert(institutionSeals).values({ institutionUserId: caller.userId, path, signatureId, createdAt: deps.clock.now() });
  } catch (error) {
    await removeUploads(deps.storage, owner, [path], log);
    throw error;
  }
  return { code: 1, msg: S.uploaded };
}
