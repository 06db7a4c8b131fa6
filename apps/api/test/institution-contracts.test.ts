import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyCert,
  CONTRACT_MESSAGES as C,
  E_SIGN_NOTIFY_PATHS,
  getCertStatus,
  getContractList,
  getRealName,
  MESSAGES,
  OrderKind,
  payContractDeposit,
  PaymentStatus,
  REAL_NAME_FIELDS,
  REAL_NAME_MESSAGES as R,
  Role,
  SEAL_MESSAGES as S,
  signContract,
  submitRealName,
  uploadSeal,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignTransactions, institutionContracts, institutionSeals, orders, realNameVerifications, statusAudit, users } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { startSession } from '../src/modules/accounts/service';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/modules/orders/routes';
import type { Transaction } from '../src/providers/wechat-pay';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { build, type TestApp } from './helpers/build';
import { call, callForm, type FormFile } from './helpers/call';
import { FakeESign } from './helpers/e-sign-fake';
import { contractFor, institutionProfileFor, jpegFile, licenceFile } from './helpers/institution-fixture';

/**
 * Contracts, the deposit, real-name verification, the certificate and the seal (issue 24, decision 0058), against an
 * in-test e-sign driver (the `ESign` interface): the 8-per-page list, signing in a new attempt each time, the
 * platform's callbacks forged (400, nothing changes), replayed (nothing twice) and out of order (an older attempt or
 * timestamp never overwrites a newer state), the deposit paid on the one order model through the kind-4 hook, every
 * real-name rule and message, and ownership.
 */

const time = { ms: Date.parse('2026-11-21T02:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let eSign: FakeESign;
let sandbox: SandboxWeChatPay;
let sandboxDir: string;
type User = { userId: number; userToken: string };
const db = () => t.database.db;
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'deposit-pay-sandbox-'));
  sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  eSign = new FakeESign();
  t = await build({ clock, weChatPay: sandbox, eSign, demo: null });
});
afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

let serial = 0;
async function institution(): Promise<User> {
  serial += 1;
  const [row] = await db()
    .insert(users)
    .values({ usertype: Role.Institution, loginName: `contract-${serial}-${time.ms}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  await institutionProfileFor(db(), row.id, now(), 3);
  return { userId: row.id, userToken: await startSession(db(), row.id, now()) };
}

async function ask(who: User, callPath: string, payload: Record<string, unknown> = {}) {
  const envelope = await call(t.app, callPath, payload, as(who));
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return envelope.result as Record<string, any> & { isSuccess: boolean; errorMsg?: string };
}

async function notify(kind: 'sign' | 'verify', fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: E_SIGN_NOTIFY_PATHS[kind],
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** yyyyMMddHHmmss (Asia/Shanghai) of the clock, `offsetSeconds` later. */
function stamp(offsetSeconds = 0): string {
  return new Date(time.ms + offsetSeconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

async function contractRow(id: number) {
  const [row] = await db().select().from(institutionContracts).where(eq(institutionContracts.id, id));
  return row;
}

async function signAttempt(who: User, contractId: string): Promise<string> {
  const answer = await ask(who, signContract.path, { contract_id: contractId });
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(true);
  return new URL(answer.url as string).searchParams.get('transaction_id') as string;
}

async function contractAudit(id: number) {
  return db()
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, 'contract'), eq(statusAudit.recordId, id)))
    .orderBy(asc(statusAudit.id));
}

function transactionOf(order: { orderSn: string; amountFen: number }): Transaction {
  return {
    appid: sandbox.keys.appid,
    mchid: sandbox.keys.mchid,
    out_trade_no: order.orderSn,
    transaction_id: `4200000${order.orderSn.slice(-10)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-11-21T10:05:00+08:00',
    amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  } as Transaction;
}

describe('TestMechanism/GetContractList', () => {
  it('lists the institution’s own contracts, newest first, 8 per page, with the deposit in 元', async () => {
    const me = await institution();
    const other = await institution();
    await contractFor(db(), other.userId, { docTitle: '别人的合同', createdAt: now() });
    for (let index = 0; index < 9; index += 1) {
      await contractFor(db(), me.userId, { docTitle: `合同${index}`, createdAt: new Date(time.ms + index * 1000), depositFen: 123_450 });
    }
    const first = await ask(me, getContractList.path, { page: 1 });
    expect(first.totalCount).toBe(9);
    expect(first.items).toHaveLength(8);
    expect(first.items[0]).toMatchObject({ doc_title: '合同8', result_code: 0, result_name: '签署中', contract_status: 0, payment_status: 0, deposit1: 1234.5, order_sn: '', receipt_url: '' });
    const second = await ask(me, getContractList.path, { page: 2, limit: 8 });
    expect(second.items.map((item: { doc_title: string }) => item.doc_title)).toEqual(['合同0']);
    expect(JSON.stringify([first, second])).not.toContain('别人的合同');
    expect(first).toMatchObject({ realName: 0, certSerial: '', hasSeal: false });
  });
});

describe('signing and the platform’s callbacks', () => {
  it('answers the signing page of a new attempt, uploads the contract once, and names the callback route', async () => {
    const me = await institution();
    const contract = await contractFor(db(), me.userId);
    const first = await signAttempt(me, contract.contractId);
    const second = await signAttempt(me, contract.contractId);
    expect(first).not.toBe(second);
    expect(eSign.calls.filter((entry) => entry.method === 'uploadContract' && entry.args[0] === contract.contractId)).toHaveLength(1);
    const request = eSign.calls.filter((entry) => entry.method === 'signUrl').at(-1)?.args[0] as { notifyUrl: string; returnUrl: string; customerId: string };
    expect(request.notifyUrl).toMatch(/\/api\/e-sign\/notify\/sign$/);
    expect(request.returnUrl).toMatch(/\/personal\/contractList$/);
    expect(request.customerId).toBe(`CUST-institution-${me.userId}`);
    expect((await contractRow(contract.id)).currentTransactionId).toBe(second);
  });

  it('refuses a forged or malformed callback with 400 and changes nothing', async () => {
    const me = await institution();
    const contract = await contractFor(db(), me.userId);
    const transactionId = await signAttempt(me, contract.contractId);
    const genuine = eSign.signFields(transactionId, contract.contractId, 3000, stamp());
    for (const forged of [
      { ...genuine, result_code: '3001' },
      { ...genuine, msg_digest: 'ABCDEF' },
      (({ msg_digest: _, ...rest }) => rest)(genuine),
      {},
    ]) {
      expect((await notify('sign', forged as Record<string, string>)).statusCode).toBe(400);
    }
    const row = await contractRow(contract.id);
    expect(row).toMatchObject({ resultCode: 0, contractStatus: 0, notifiedAt: null });
    expect(await contractAudit(contract.id)).toHaveLength(0);
  });

  it('applies a genuine 3000 once: signed and in force, audited as the service’s; a replay changes nothing', async () => {
    const me = await institution();
    const contract = await contractFor(db(), me.userId);
    const transactionId = await signAttempt(me, contract.contractId);
    const fields = eSign.signFields(transactionId, contract.contractId, 3000, stamp());
    expect((await notify('sign', fields)).statusCode).toBe(200);
    const row = await contractRow(contract.id);
    expect(row).toMatchObject({ resultCode: 3000, contractStatus: 1, viewpdfUrl: eSign.viewUrl(contract.contractId), downloadUrl: eSign.downloadUrl(contract.contractId) });
    expect(await contractAudit(contract.id)).toMatchObject([{ fromStatus: '0', toStatus: '3000', actorUserId: null, actorRole: null }]);
    expect((await notify('sign', fields)).statusCode).toBe(200);
    expect(await contractAudit(contract.id)).toHaveLength(1);
    const listed = (await ask(me, getContractList.path, {})).items[0];
    expect(listed).toMatchObject({ result_code: 3000, result_name: '已签署', contract_status: 1, viewpdf_url: eSign.viewUrl(contract.contractId) });
    expect((await ask(me, signContract.path, { contract_id: contract.contractId })).errorMsg).toBe(C.alreadySigned);
  });

  it('signs a failed contract again (3001 → 0 by the institution), then 3000', async () => {
    const me = await institution();
    const contract = await contractFor(db(), me.userId);
    const first = await signAttempt(me, contract.contractId);
    expect((await notify('sign', eSign.signFields(first, contract.contractId, 3001, stamp()))).statusCode).toBe(200);
    expect(await contractRow(contract.id)).toMatchObject({ resultCode: 3001, contractStatus: 0 });
    time.ms += 60_000;
    const second = await signAttempt(me, contract.contractId);
    expect((await contractRow(contract.id)).resultCode).toBe(0);
    expect((await notify('sign', eSign.signFields(second, contract.contractId, 3000, stamp()))).statusCode).toBe(200);
    const audit = (await contractAudit(contract.id)).map((row) => `${row.fromStatus}→${row.toStatus}:${row.actorRole ?? 's'}`);
    expect(audit).toEqual(['0→3001:s', '3001→0:3', '0→3000:s']);
  });

  it('never lets an older attempt’s callback, or an older timestamp, overwrite a newer state', async () => {
    const me = await institution();
    // An older attempt's result arriving after the newer attempt's: kept on the attempt only.
    const contract = await contractFor(db(), me.userId);
    const older = await signAttempt(me, contract.contractId);
    const newer = await signAttempt(me, contract.contractId);
    expect((await notify('sign', eSign.signFields(newer, contract.contractId, 3000, stamp(10)))).statusCode).toBe(200);
    expect((await notify('sign', eSign.signFields(older, contract.contractId, 3001, stamp(5)))).statusCode).toBe(200);
    expect(await contractRow(contract.id)).toMatchObject({ resultCode: 3000, contractStatus: 1 });
    const [olderRow] = await db().select().from(contractSignTransactions).where(eq(contractSignTransactions.transactionId, older));
    expect(olderRow.resultCode).toBe(3001);
    // An older attempt's callback while the newer attempt is still open: kept on the older attempt, the contract waits.
    const waiting = await contractFor(db(), me.userId);
    const first = await signAttempt(me, waiting.contractId);
    const current = await signAttempt(me, waiting.contractId);
    expect((await notify('sign', eSign.signFields(first, waiting.contractId, 3001, stamp(20)))).statusCode).toBe(200);
    expect(await contractRow(waiting.id)).toMatchObject({ resultCode: 0, currentTransactionId: current });
    expect((await notify('sign', eSign.signFields(current, waiting.contractId, 3000, stamp(30)))).statusCode).toBe(200);
    expect((await contractRow(waiting.id)).resultCode).toBe(3000);
    // A callback stamped before the last one applied does not move the contract.
    const second = await contractFor(db(), me.userId);
    const failed = await signAttempt(me, second.contractId);
    expect((await notify('sign', eSign.signFields(failed, second.contractId, 3001, stamp(100)))).statusCode).toBe(200);
    const again = await signAttempt(me, second.contractId);
    expect((await notify('sign', eSign.signFields(again, second.contractId, 3000, stamp(50)))).statusCode).toBe(200);
    expect(await contractRow(second.id)).toMatchObject({ resultCode: 0, contractStatus: 0 });
    // A callback naming another contract than its attempt's is ignored.
    const third = await contractFor(db(), me.userId);
    const attempt = await signAttempt(me, third.contractId);
    expect((await notify('sign', eSign.signFields(attempt, contract.contractId, 3001, stamp(200)))).statusCode).toBe(200);
    expect((await contractRow(third.id)).resultCode).toBe(0);
  });
});

describe('the deposit on the one order model', () => {
  async function signed(who: User, depositFen = 500_000) {
    const contract = await contractFor(db(), who.userId, { depositFen });
    const transactionId = await signAttempt(who, contract.contractId);
    await notify('sign', eSign.signFields(transactionId, contract.contractId, 3000, stamp()));
    return contract;
  }

  it('is refused before the contract is signed, and when there is nothing to pay', async () => {
    const me = await institution();
    const unsigned = await contractFor(db(), me.userId);
    expect((await ask(me, payContractDeposit.path, { contract_id: unsigned.contractId })).errorMsg).toBe(C.notSigned);
    const free = await signed(me, 0);
    expect((await ask(me, payContractDeposit.path, { contract_id: free.contractId })).errorMsg).toBe(C.noDeposit);
  });

  it('makes one kind-4 order (asked twice, the same), paid through WeChat Pay’s notification → payment_status 1', async () => {
    const me = await institution();
    const contract = await signed(me);
    const first = await ask(me, payContractDeposit.path, { contract_id: contract.contractId });
    const again = await ask(me, payContractDeposit.path, { contract_id: contract.contractId });
    expect(again.order_sn).toBe(first.order_sn);
    const [order] = await db().select().from(orders).where(eq(orders.orderSn, first.order_sn));
    expect(order).toMatchObject({ userId: me.userId, userType: 3, kind: OrderKind.InstitutionDeposit, amountFen: 500_000, paymentStatus: PaymentStatus.Pending });
    expect((await ask(me, getContractList.path, {})).items[0]).toMatchObject({ order_sn: first.order_sn, payment_status: 0 });
    expect((await ask(me, 'PayOrder/GetPayCode', { order_sn: order.orderSn })).isSuccess).toBe(true);
    const callback = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order));
    expect((await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body })).statusCode).toBe(204);
    expect((await contractRow(contract.id)).paymentStatus).toBe(1);
    expect((await ask(me, 'PayOrder/GetOrderStatus', { order_sn: order.orderSn })).orderStatus).toBe('3');
    expect((await ask(me, getContractList.path, {})).items[0]).toMatchObject({ payment_status: 1 });
    expect((await ask(me, payContractDeposit.path, { contract_id: contract.contractId })).errorMsg).toBe(C.alreadyPaid);
  });

  it('makes a new order when the earlier one closed unpaid', async () => {
    const me = await institution();
    const contract = await signed(me);
    const first = await ask(me, payContractDeposit.path, { contract_id: contract.contractId });
    time.ms += 31 * 60_000;
    await t.app.jobs.runDue();
    const second = await ask(me, payContractDeposit.path, { contract_id: contract.contractId });
    expect(second.order_sn).not.toBe(first.order_sn);
  });
});

describe('real-name verification, the certificate and the seal', () => {
  const filled = () => ({
    isFormSubmit: 'true',
    company_name: '广州市测试体育有限公司',
    credit_no: '91440101MA5CXXXX1X',
    legal_name: '张三',
    legal_id: '440106199001011234',
    legal_mobile: '13800138000',
    bank_card_no: '6222000011112222',
    bank_id: '102',
    bank_name: '中国工商银行',
    subbranch_name: '天河支行',
  });
  const images = async (): Promise<FormFile[]> => [await licenceFile('credit_image_path'), await jpegFile('legal_id_front_path')];

  async function submit(who: User, fields: Record<string, string>, files: FormFile[]) {
    const envelope = await callForm(t.app, submitRealName.path, fields, files, as(who));
    expect(envelope.success, JSON.stringify(envelope)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return envelope.result as Record<string, any>;
  }

  it('asks for every field with its own message, and both images by content', async () => {
    const me = await institution();
    for (const field of REAL_NAME_FIELDS) {
      expect((await submit(me, { ...filled(), [field.key]: '' }, await images())).errorMsg).toBe(field.message);
    }
    expect((await submit(me, filled(), [await jpegFile('legal_id_front_path')])).errorMsg).toBe(R.licenceRequired);
    expect((await submit(me, filled(), [await licenceFile('credit_image_path')])).errorMsg).toBe(R.idRequired);
    const text = (name: string) => ({ name, content: Buffer.from('not an image'), filename: `${name}.jpg`, type: 'image/jpeg' });
    expect((await submit(me, filled(), [text('credit_image_path'), await jpegFile('legal_id_front_path')])).errorMsg).toBe(R.licenceType);
    expect((await submit(me, filled(), [await licenceFile('credit_image_path'), text('legal_id_front_path')])).errorMsg).toBe(R.idType);
    const big = (name: string) => ({ name, content: Buffer.alloc(4 * 1024 * 1024, 1), filename: `${name}.png`, type: 'image/png' });
    expect((await submit(me, filled(), [big('credit_image_path'), await jpegFile('legal_id_front_path')])).errorMsg).toBe(R.licenceSize);
    expect((await submit(me, filled(), [await licenceFile('credit_image_path'), big('legal_id_front_path')])).errorMsg).toBe(R.idSize);
    expect(await db().select().from(realNameVerifications).where(eq(realNameVerifications.institutionUserId, me.userId))).toHaveLength(0);
  });

  it('answers a platform refusal as code 0 with its message', async () => {
    const me = await institution();
    eSign.verifyRefusal = '统一社会信用代码与名称不匹配';
    try {
      expect(await submit(me, filled(), await images())).toMatchObject({ isSuccess: true, code: 0, msg: '统一社会信用代码与名称不匹配' });
    } finally {
      eSign.verifyRefusal = null;
    }
  });

  it('passes: the page embedded (code 1, data.url), the callback forged (400) / genuine / replayed, then the certificate', async () => {
    const me = await institution();
    expect(await ask(me, getRealName.path)).toMatchObject({ url: '', status: 0 });
    expect(await ask(me, applyCert.path)).toMatchObject({ code: 0, msg: '申请失败，请重新实名认证' });
    const answer = await submit(me, filled(), await images());
    expect(answer).toMatchObject({ isSuccess: true, code: 1 });
    const url = answer.data.url as string;
    expect(await ask(me, getRealName.path)).toMatchObject({ url, status: 1, status_name: '认证中' });
    const transactionNo = new URL(url).searchParams.get('transaction_no') as string;
    const [row] = await db().select().from(realNameVerifications).where(eq(realNameVerifications.transactionNo, transactionNo));
    expect(row.creditImagePath).toMatch(new RegExp(`^/wwwroot/upload/real-name/${me.userId}/`));
    const genuine = eSign.verifyFields(row.customerId, transactionNo, true, stamp());
    expect((await notify('verify', { ...genuine, status: '3' })).statusCode).toBe(400);
    expect((await ask(me, getRealName.path)).status).toBe(1);
    expect((await notify('verify', genuine)).statusCode).toBe(200);
    expect((await notify('verify', genuine)).statusCode).toBe(200);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'realName'), eq(statusAudit.recordId, row.id)));
    expect(audit.map((entry) => `${entry.fromStatus}→${entry.toStatus}`)).toEqual(['→1', '1→2']);
    // A late failure for the same attempt never undoes the pass.
    expect((await notify('verify', eSign.verifyFields(row.customerId, transactionNo, false, stamp(60)))).statusCode).toBe(200);
    expect(await ask(me, getRealName.path)).toMatchObject({ url, status: 2, status_name: '认证通过' });
    eSign.certFails = true;
    expect(await ask(me, applyCert.path)).toMatchObject({ code: 0, msg: '申请失败，请重新实名认证' });
    eSign.certFails = false;
    const cert = await ask(me, applyCert.path);
    expect(cert).toMatchObject({ code: 1, msg: '申请成功' });
    expect(await ask(me, getCertStatus.path)).toMatchObject({ hasCert: true, serialNumber: cert.certSerial });
    expect(await ask(me, getContractList.path)).toMatchObject({ realName: 2, certSerial: cert.certSerial });
  });

  it('reads the notify URL’s own query parameters with the posted fields (a driver may bind its serial there)', async () => {
    const me = await institution();
    const answer = await submit(me, filled(), await images());
    const transactionNo = new URL(answer.data.url as string).searchParams.get('transaction_no') as string;
    const { transactionNo: serialInQuery, ...posted } = eSign.verifyFields(`CUST-institution-${me.userId}`, transactionNo, true, stamp());
    const response = await t.app.inject({
      method: 'POST',
      url: `${E_SIGN_NOTIFY_PATHS.verify}?transactionNo=${serialInQuery}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: new URLSearchParams(posted).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect((await ask(me, getRealName.path)).status).toBe(2);
  });

  it('shows the form again after a failed verification', async () => {
    const me = await institution();
    const answer = await submit(me, filled(), await images());
    const transactionNo = new URL(answer.data.url as string).searchParams.get('transaction_no') as string;
    await notify('verify', eSign.verifyFields(`CUST-institution-${me.userId}`, transactionNo, false, stamp()));
    expect(await ask(me, getRealName.path)).toMatchObject({ url: '', status: 3, reason: '对公打款验证失败' });
    expect(await ask(me, getCertStatus.path)).toMatchObject({ hasCert: false, serialNumber: '' });
  });

  it('uploads a seal: required, JPG/PNG by content, sent to the platform as PNG', async () => {
    const me = await institution();
    const send = async (files: FormFile[]) => (await callForm(t.app, uploadSeal.path, { isFormSubmit: 'true' }, files, as(me))).result as Record<string, unknown>;
    expect((await send([])).errorMsg).toBe(S.required);
    expect((await send([{ name: 'business_license_key', content: Buffer.from('GIF89a'), filename: 'seal.png', type: 'image/png' }])).errorMsg).toBe(S.type);
    expect((await send([{ name: 'business_license_key', content: Buffer.alloc(4 * 1024 * 1024, 1), filename: 'seal.png' }])).errorMsg).toBe(S.size);
    expect(await send([await jpegFile('business_license_key')])).toMatchObject({ isSuccess: true, code: 1, msg: S.uploaded });
    const [seal] = await db().select().from(institutionSeals).where(eq(institutionSeals.institutionUserId, me.userId));
    expect(seal).toMatchObject({ signatureId: `SIG-CUST-institution-${me.userId}` });
    expect(seal.path).toMatch(new RegExp(`^/wwwroot/upload/seal/${me.userId}/`));
    expect((await ask(me, getContractList.path)).hasSeal).toBe(true);
  });
});

describe('ownership', () => {
  it('answers another institution’s contract as absent: no signing attempt, no order', async () => {
    const owner = await institution();
    const other = await institution();
    const contract = await contractFor(db(), owner.userId);
    expect((await ask(other, signContract.path, { contract_id: contract.contractId })).errorMsg).toBe(C.notFound);
    await db().update(institutionContracts).set({ contractStatus: 1, resultCode: 3000 }).where(eq(institutionContracts.id, contract.id));
    expect((await ask(other, payContractDeposit.path, { contract_id: contract.contractId })).errorMsg).toBe(C.notFound);
    expect(await db().select().from(contractSignTransactions).where(eq(contractSignTransactions.contractRowId, contract.id))).toHaveLength(0);
    expect((await contractRow(contract.id)).depositOrderId).toBeNull();
    const listed = await call(t.app, getContractList.path, {}, { ...as(other), userId: owner.userId });
    expect(listed.result?.totalCount).toBe(0);
  });

  it('refuses the other roles', async () => {
    const [row] = await db().insert(users).values({ usertype: Role.Athlete, loginName: `contract-athlete-${time.ms}`, isVerify: true, createdAt: now() }).returning({ id: users.id });
    const athlete = { userId: row.id, userToken: await startSession(db(), row.id, now()) };
    expect((await ask(athlete, getContractList.path)).errorMsg).toBe(MESSAGES.forbidden);
  });
});
