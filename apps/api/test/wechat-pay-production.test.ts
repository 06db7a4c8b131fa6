import { OrderKind, RefundStatus } from '@badminton/contracts';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, paymentNotifications, statusAudit } from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { paymentDepsOf } from '../src/modules/orders/jobs';
import { retryRefund, startRefund } from '../src/modules/orders/settle';
import { decryptCertificates, decryptResource, requestMessage, signText, toPrivateKey, toPublicKey, verifyText } from '../src/providers/wechat-pay/protocol';
import { SYSTEM_ACTOR } from '../src/workflows/transition';
import { clockOf } from '../src/lib/clock';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/modules/orders/routes';
import { ProductionWeChatPay, type ProductionWeChatPaySettings, WeChatPayDecryptError, WeChatPayError, WeChatPaySignatureError } from '../src/providers/wechat-pay';
import { loadConfig } from '../src/config';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { orderFor, orderRow } from './helpers/orders';
import { WeChatPayFake } from './helpers/wechat-pay-fake';

/**
 * The production WeChat Pay driver (API v3) against the local fake of the protocol (`helpers/wechat-pay-fake.ts`):
 * signed requests, checked answers, Native order, query, close, refund, and the callback check (signature, serial,
 * timestamp, AES-256-GCM tag); then the whole service paying an order through it.
 */

const clock = clockOf(() => Date.now());
const fake = new WeChatPayFake();
let settings: ProductionWeChatPaySettings;
let driver: ProductionWeChatPay;

beforeAll(async () => {
  await fake.start();
  settings = {
    mchid: fake.mchid,
    appid: fake.appid,
    merchantSerialNo: fake.merchantSerialNo,
    merchantPrivateKeyPem: fake.merchantPrivateKeyPem,
    apiV3Key: fake.apiV3Key,
    platformPublicKeyPem: fake.publicKeyPem,
    platformSerial: fake.platformSerial,
    notifyUrl: 'https://grading.example.cn/api/pay/wechat/notify',
    apiBaseUrl: fake.baseUrl,
  };
  driver = new ProductionWeChatPay(settings, clock);
});

afterAll(async () => {
  await fake.stop();
});

describe('the production driver against the v3 fake', () => {
  it('places a Native order with a signed request and reads the code_url from a signed answer', async () => {
    const expiresAt = new Date(Date.UTC(2026, 10, 23, 2, 30, 0));
    const { codeUrl } = await driver.createNativeOrder({ outTradeNo: 'BM2PROD000001', description: '纸质证书邮寄费', amountFen: 2500, expiresAt });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/native', signatureOk: true });
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      appid: fake.appid,
      mchid: fake.mchid,
      description: '纸质证书邮寄费',
      out_trade_no: 'BM2PROD000001',
      time_expire: '2026-11-23T10:30:00+08:00',
      notify_url: settings.notifyUrl,
      amount: { total: 2500, currency: 'CNY' },
    });
  });

  it('queries, closes and refunds', async () => {
    await driver.createNativeOrder({ outTradeNo: 'BM2PROD000002', description: '测试', amountFen: 100, expiresAt: null });
    expect(await driver.queryOrder('BM2PROD000002')).toMatchObject({ out_trade_no: 'BM2PROD000002', trade_state: 'NOTPAY', amount: { total: 100 } });
    expect(fake.requests.at(-1)?.url).toBe(`/v3/pay/transactions/out-trade-no/BM2PROD000002?mchid=${fake.mchid}`);
    expect(await driver.queryOrder('BM2NOSUCHORDER')).toBeNull();
    await driver.closeOrder('BM2PROD000002');
    expect(fake.orders.get('BM2PROD000002')?.trade_state).toBe('CLOSED');
    await driver.closeOrder('BM2NOSUCHORDER'); // not an error

    await driver.createNativeOrder({ outTradeNo: 'BM2PROD000003', description: '测试', amountFen: 300, expiresAt: null });
    fake.pay('BM2PROD000003', new Date());
    await expect(driver.closeOrder('BM2PROD000003')).rejects.toMatchObject({ code: 'ORDERPAID' });
    const refund = await driver.refund({ outTradeNo: 'BM2PROD000003', outRefundNo: 'RF1T000000001', refundFen: 300, totalFen: 300, reason: '订单已关闭' });
    expect(refund).toMatchObject({ out_refund_no: 'RF1T000000001', status: 'PROCESSING', amount: { refund: 300 } });
    await expect(driver.refund({ outTradeNo: 'BM2PROD000003', outRefundNo: 'RF1T000000002', refundFen: 1, totalFen: 300, reason: 'x' })).rejects.toBeInstanceOf(
      WeChatPayError,
    );
    expect(fake.requests.every((request) => request.signatureOk)).toBe(true);
  });

  it('is refused by the provider when its request signature is not the merchant key', async () => {
    const impostor = new ProductionWeChatPay(
      { ...settings, merchantPrivateKeyPem: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      clock,
    );
    await expect(impostor.queryOrder('BM2PROD000001')).rejects.toMatchObject({ status: 401, code: 'SIGN_ERROR' });
    expect(fake.requests.at(-1)?.signatureOk).toBe(false);
  });

  it('refuses an answer not signed by the platform key', async () => {
    fake.forgeAnswers = true;
    try {
      await expect(driver.queryOrder('BM2PROD000001')).rejects.toBeInstanceOf(WeChatPaySignatureError);
    } finally {
      fake.forgeAnswers = false;
    }
  });

  it('opens a genuine callback and refuses a tampered one', async () => {
    await driver.createNativeOrder({ outTradeNo: 'BM2PROD000004', description: '测试', amountFen: 500, expiresAt: null });
    const callback = fake.pay('BM2PROD000004', new Date());
    const opened = await driver.openNotification(callback.headers, callback.body);
    expect(opened).toMatchObject({ kind: 'transaction', transaction: { out_trade_no: 'BM2PROD000004', trade_state: 'SUCCESS', amount: { total: 500 } } });

    const attempt = (headers: Record<string, string>, body: string) => driver.openNotification(headers, body);
    await expect(attempt(callback.headers, callback.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS "'))).rejects.toThrow(WeChatPaySignatureError);
    await expect(attempt({ ...callback.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' }, callback.body)).rejects.toThrow(/unknown_serial/);
    // a validly signed but 10-minute-old callback is a replay
    const stale = fake.signatureHeaders(callback.body, fake.currentSigningKey(), fake.platformSerial, Math.floor(Date.now() / 1000) - 600);
    await expect(attempt({ ...stale }, callback.body)).rejects.toThrow(/stale_timestamp/);
    const envelope = JSON.parse(callback.body);
    const bytes = Buffer.from(envelope.resource.ciphertext, 'base64');
    bytes[0] ^= 0xff;
    envelope.resource.ciphertext = bytes.toString('base64');
    const badTagBody = JSON.stringify(envelope);
    await expect(attempt(fake.signatureHeaders(badTagBody), badTagBody)).rejects.toThrow(WeChatPayDecryptError);
  });
});

describe('the service with the production driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null, weChatPay: new ProductionWeChatPay(settings, clock) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pays an order end to end: pay code from the provider, the provider callback credits it', async () => {
    const user = await signedInUser(t.database.db, 1);
    const order = await orderFor(t.database.db, user.userId, { kind: OrderKind.PaperCertificate, amountFen: 1500 });
    await callOk(t.app, 'PayOrder/GetPayCode', { order_sn: order.orderSn }, user);
    expect((await orderRow(t.database.db, order.id)).payCodeUrl).toMatch(/^weixin:\/\//);
    const callback = fake.pay(order.orderSn, new Date());
    const answer = await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body });
    expect(answer.statusCode).toBe(204);
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('3');
    const [row] = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderSn, order.orderSn));
    expect(row).toMatchObject({ outcome: 'credited', provider: 'wechat', amountFen: 1500 });
    // the sandbox pay page does not exist with the production driver
    expect((await t.app.inject({ method: 'GET', url: `/dev/wechat-pay?out_trade_no=${order.orderSn}` })).statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('needs every merchant setting for the production driver, and refuses the sandbox in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_PAY_DRIVER: 'production' })).toThrow(/WECHAT_PAY_MCHID: WECHAT_PAY_DRIVER=production 时必须设置/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_DRIVER: 'sandbox', ALLOW_SANDBOX: 'false' })).toThrow(/WECHAT_PAY_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行/);
    const config = loadConfig({
      NODE_ENV: 'test',
      WECHAT_PAY_DRIVER: 'production',
      WECHAT_PAY_MCHID: fake.mchid,
      WECHAT_PAY_APPID: fake.appid,
      WECHAT_PAY_MERCHANT_SERIAL_NO: fake.merchantSerialNo,
      WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM: fake.merchantPrivateKeyPem.replace(/\n/g, '\\n'),
      WECHAT_PAY_API_V3_KEY: fake.apiV3Key,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM: fake.publicKeyPem,
      WECHAT_PAY_PLATFORM_SERIAL: fake.platformSerial,
      WECHAT_PAY_NOTIFY_URL: 'https://grading.example.cn/api/pay/wechat/notify',
    });
    expect(config.weChatPay).toMatchObject({ driver: 'production', mchid: fake.mchid, apiBaseUrl: 'https://api.mch.weixin.qq.com' });
    // several platform serials at once (decision 0046): comma-separated, one PEM block each
    const rotating = loadConfig({
      NODE_ENV: 'test',
      WECHAT_PAY_DRIVER: 'production',
      WECHAT_PAY_MCHID: fake.mchid,
      WECHAT_PAY_APPID: fake.appid,
      WECHAT_PAY_MERCHANT_SERIAL_NO: fake.merchantSerialNo,
      WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM: fake.merchantPrivateKeyPem,
      WECHAT_PAY_API_V3_KEY: fake.apiV3Key,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM: `${fake.certificate(0).certificatePem}\n${fake.publicKeyPem}`.replace(/\n/g, '\\n'),
      WECHAT_PAY_PLATFORM_SERIAL: `${fake.certificate(0).serialNo},${fake.publicKeyId}`,
      WECHAT_PAY_NOTIFY_URL: 'https://grading.example.cn/api/pay/wechat/notify',
    });
    expect(rotating.weChatPay).toMatchObject({ platformSerial: `${fake.certificate(0).serialNo},${fake.publicKeyId}` });
    if (rotating.weChatPay.driver !== 'production') throw new Error('production expected');
    expect(new ProductionWeChatPay({ ...rotating.weChatPay, apiBaseUrl: fake.baseUrl }, clock).platformSerials()).toEqual([fake.certificate(0).serialNo, fake.publicKeyId]);
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/应为 32 个字符的 APIv3 密钥/);
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_PAY_NOTIFY_URL: 'http://insecure.example.cn/notify' })).toThrow(/https/);
  });
});

/* ------------------------------------------------------------------------------------------------------------------ */
/* Decision 0046: known answers, certificate rotation, refunds when the provider misbehaves.                          */
/* ------------------------------------------------------------------------------------------------------------------ */

const KNOWN = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'wechat-pay-known-answers.json'), 'utf8'));

describe('known answers from the official documentation and SDKs', () => {
  it('builds the request signing message of the v3 signing guide', () => {
    const { method, url, timestamp, nonce, body, message } = KNOWN.signingMessage;
    expect(requestMessage(method, url, timestamp, nonce, body)).toBe(message);
  });

  it('signs SHA256withRSA as wechatpay-go does (its test key and signature), and checks it', () => {
    const key = toPrivateKey(KNOWN.signature.privateKeyPkcs8Pem);
    expect(signText(key, KNOWN.signature.message)).toBe(KNOWN.signature.signature);
    expect(verifyText(toPublicKey(key), KNOWN.signature.message, KNOWN.signature.signature)).toBe(true);
    expect(verifyText(toPublicKey(key), `${KNOWN.signature.message} `, KNOWN.signature.signature)).toBe(false);
  });

  it('decrypts the AEAD_AES_256_GCM example of wechatpay-java, and refuses it under another key or AAD', () => {
    const { associatedData, nonce, ciphertext, plaintext } = KNOWN.aead;
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce, original_type: 'transaction' };
    expect(decryptResource(KNOWN.apiV3Key, resource)).toBe(plaintext);
    expect(() => decryptResource(KNOWN.apiV3Key.replace('a', 'b'), resource)).toThrow(WeChatPayDecryptError);
    expect(() => decryptResource(KNOWN.apiV3Key, { ...resource, associated_data: 'other' })).toThrow(WeChatPayDecryptError);
  });

  it('decrypts the GET /v3/certificates answer of wechatpay-java to the certificate of its serial; an expired one is left out', () => {
    const [certificate] = decryptCertificates(KNOWN.apiV3Key, KNOWN.certificates.answer, new Date('2026-11-23T00:00:00Z'));
    expect(certificate.serialNo).toBe(KNOWN.certificates.serialNo);
    expect(certificate.publicKey.asymmetricKeyType).toBe('rsa');
    expect(decryptCertificates(KNOWN.apiV3Key, KNOWN.certificates.answer, new Date('2029-01-01T00:00:00Z'))).toEqual([]);
    const lying = structuredClone(KNOWN.certificates.answer);
    lying.data[0].serial_no = '0123456789ABCDEF';
    expect(() => decryptCertificates(KNOWN.apiV3Key, lying, new Date('2026-11-23T00:00:00Z'))).toThrow(WeChatPayDecryptError);
  });
});

describe('platform certificate rotation (decision 0046)', () => {
  const rotating = new WeChatPayFake();
  beforeAll(async () => {
    await rotating.start();
    rotating.signer = { kind: 'certificate', index: 0 };
  });
  afterAll(() => rotating.stop());

  const settingsWith = (pems: string[], serials: string[]): ProductionWeChatPaySettings => ({
    mchid: rotating.mchid,
    appid: rotating.appid,
    merchantSerialNo: rotating.merchantSerialNo,
    merchantPrivateKeyPem: rotating.merchantPrivateKeyPem,
    apiV3Key: rotating.apiV3Key,
    platformPublicKeyPem: pems.join('\n'),
    platformSerial: serials.join(','),
    notifyUrl: 'https://grading.example.cn/api/pay/wechat/notify',
    apiBaseUrl: rotating.baseUrl,
  });
  const certificateDownloads = () => rotating.requests.filter((request) => request.url === '/v3/certificates').length;

  it('accepts several platform serials at once (a certificate and the public key), without downloading anything', async () => {
    const both = new ProductionWeChatPay(settingsWith([rotating.certificate(0).certificatePem, rotating.publicKeyPem], [rotating.certificate(0).serialNo, rotating.publicKeyId]), clock);
    expect(both.platformSerials()).toEqual([rotating.certificate(0).serialNo, rotating.publicKeyId]);
    const before = certificateDownloads();
    const byCertificate = rotating.callback('TRANSACTION.SUCCESS', { appid: rotating.appid, mchid: rotating.mchid, out_trade_no: 'BM2ROT1', trade_state: 'SUCCESS' });
    rotating.signer = { kind: 'public-key' };
    const byPublicKey = rotating.callback('TRANSACTION.SUCCESS', { appid: rotating.appid, mchid: rotating.mchid, out_trade_no: 'BM2ROT2', trade_state: 'SUCCESS' });
    rotating.signer = { kind: 'certificate', index: 0 };
    expect(byPublicKey.headers['wechatpay-serial']).toMatch(/^PUB_KEY_ID_/);
    await expect(both.openNotification(byCertificate.headers, byCertificate.body)).resolves.toMatchObject({ kind: 'transaction' });
    await expect(both.openNotification(byPublicKey.headers, byPublicKey.body)).resolves.toMatchObject({ kind: 'transaction' });
    expect(certificateDownloads()).toBe(before);
    expect(() => new ProductionWeChatPay(settingsWith([rotating.publicKeyPem], ['A1B2C3D4E5', 'F6F6F6F6F6']), clock)).toThrow(/2 serials but .* 1 keys/);
  });

  it('a callback and an answer signed with a new serial refresh the certificates once, then pass; an unknown serial is still refused', async () => {
    const old = new ProductionWeChatPay(settingsWith([rotating.certificate(0).certificatePem], [rotating.certificate(0).serialNo]), clock);
    rotating.signer = { kind: 'certificate', index: 1 }; // the provider rotated
    try {
      const before = certificateDownloads();
      const callback = rotating.callback('TRANSACTION.SUCCESS', { appid: rotating.appid, mchid: rotating.mchid, out_trade_no: 'BM2ROT3', trade_state: 'SUCCESS' });
      await expect(old.openNotification(callback.headers, callback.body)).resolves.toMatchObject({ kind: 'transaction' });
      expect(certificateDownloads()).toBe(before + 1);
      expect(old.platformSerials()).toContain(rotating.certificate(1).serialNo);
      // answers signed with the new serial pass without another download
      expect(await old.queryOrder('BM2NOSUCHORDER')).toBeNull();
      expect(certificateDownloads()).toBe(before + 1);
      // a serial the provider does not serve: refused (after at most one throttled download)
      const forged = { ...callback, headers: { ...callback.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000FORGED' } };
      await expect(old.openNotification(forged.headers, forged.body)).rejects.toThrow(/unknown_serial/);
      await expect(old.openNotification(forged.headers, forged.body)).rejects.toThrow(/unknown_serial/);
      expect(certificateDownloads()).toBeLessThanOrEqual(before + 2);
    } finally {
      rotating.signer = { kind: 'certificate', index: 0 };
    }
  });

  it('a new serial the provider does not serve is still refused', async () => {
    const fresh = new ProductionWeChatPay(settingsWith([rotating.certificate(0).certificatePem], [rotating.certificate(0).serialNo]), clock);
    rotating.signer = { kind: 'certificate', index: 1 };
    rotating.servedCertificates = [0]; // the provider does not serve the new certificate: nothing can verify it
    try {
      const callback = rotating.callback('TRANSACTION.SUCCESS', { appid: rotating.appid, mchid: rotating.mchid, out_trade_no: 'BM2ROT4', trade_state: 'SUCCESS' });
      await expect(fresh.openNotification(callback.headers, callback.body)).rejects.toThrow(/unknown_serial/);
    } finally {
      rotating.signer = { kind: 'certificate', index: 0 };
      rotating.servedCertificates = [0, 1];
    }
  });
});

describe('refunds when the provider misbehaves (decision 0046)', () => {
  const time = { ms: Date.parse('2026-11-23T02:00:00Z') };
  const handClock = clockOf(() => time.ms);
  const shaky = new WeChatPayFake(() => time.ms);
  let t: TestApp;
  let user: { userId: number; userToken: string };
  const errors: object[] = [];
  const log = { error: (details: object) => void errors.push(details), warn: () => undefined, info: () => undefined };

  beforeAll(async () => {
    await shaky.start();
    const production = new ProductionWeChatPay(
      {
        mchid: shaky.mchid,
        appid: shaky.appid,
        merchantSerialNo: shaky.merchantSerialNo,
        merchantPrivateKeyPem: shaky.merchantPrivateKeyPem,
        apiV3Key: shaky.apiV3Key,
        platformPublicKeyPem: shaky.publicKeyPem,
        platformSerial: shaky.publicKeyId,
        notifyUrl: 'https://grading.example.cn/api/pay/wechat/notify',
        apiBaseUrl: shaky.baseUrl,
      },
      handClock,
    );
    t = await build({ clock: handClock, weChatPay: production, demo: null });
    user = await signedInUser(t.database.db, 1);
  });
  afterAll(async () => {
    await t.close();
    await shaky.stop();
  });

  const db = () => t.database.db;

  async function paidOrderWithRefund(amountFen: number) {
    const order = await orderFor(db(), user.userId, { kind: OrderKind.PaperCertificate, amountFen }, handClock);
    await callOk(t.app, 'PayOrder/GetPayCode', { order_sn: order.orderSn }, { ...user, ts: Math.floor(time.ms / 1000) });
    const callback = shaky.pay(order.orderSn, handClock.now());
    expect((await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body })).statusCode).toBe(204);
    const paid = await orderRow(db(), order.id);
    const refundId = await db().transaction((tx) => startRefund(tx, new JobQueue(db(), handClock), paid, amountFen, '测试退款', handClock.now()));
    const current = async () => (await db().select().from(orderRefunds).where(eq(orderRefunds.id, refundId)))[0];
    return { order: paid, refundId, current };
  }

  it('a 4xx answer for a refund the provider did make is not a failure: the query finds it and it ends refunded', async () => {
    const { order, current } = await paidOrderWithRefund(600);
    shaky.nextRefund = { status: 400, code: 'INVALID_REQUEST', refundAnyway: true };
    await t.app.jobs.runDue();
    expect((await current()).status).toBe(RefundStatus.Refunding);
    time.ms += 600_000;
    await t.app.jobs.runDue();
    expect((await current()).status).toBe(RefundStatus.Refunded);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('7');
  });

  it('a retryable answer (5xx, FREQUENCY_LIMITED, NOT_ENOUGH) leaves the refund under way and the job asks again', async () => {
    for (const [status, code] of [
      [500, 'SYSTEM_ERROR'],
      [429, 'FREQUENCY_LIMITED'],
      [403, 'NOT_ENOUGH'],
    ] as const) {
      const { current } = await paidOrderWithRefund(300);
      shaky.nextRefund = { status, code };
      await t.app.jobs.runDue();
      expect((await current()).status, code).toBe(RefundStatus.Refunding);
      time.ms += 60_000; // the job's backoff
      await t.app.jobs.runDue();
      time.ms += 600_000;
      await t.app.jobs.runDue();
      expect((await current()).status, code).toBe(RefundStatus.Refunded);
    }
  });

  it('a final refusal fails the refund (logged at error); it can be tried again under a new out_refund_no, and is refunded once', async () => {
    const { order, refundId, current } = await paidOrderWithRefund(450);
    shaky.nextRefund = { status: 400, code: 'INVALID_REQUEST' };
    await t.app.jobs.runDue();
    const failed = await current();
    expect(failed.status).toBe(RefundStatus.Failed);
    const retried = await retryRefund(paymentDepsOf({ db: db(), jobs: new JobQueue(db(), handClock), clock: handClock, weChatPay: undefined as never }, log), refundId, SYSTEM_ACTOR);
    expect(retried).not.toBe(failed.refundSn);
    await t.app.jobs.runDue();
    time.ms += 600_000;
    await t.app.jobs.runDue();
    expect(await current()).toMatchObject({ status: RefundStatus.Refunded, refundSn: retried });
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('7');
    expect(shaky.orders.get(order.orderSn)?.refunded).toBe(450);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, refundId))).orderBy(statusAudit.id);
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→3', '3→1', '1→2']);
  });

  it('CLOSED from the query fails the refund; a later SUCCESS callback for a refund marked failed corrects it', async () => {
    const { current } = await paidOrderWithRefund(200);
    await t.app.jobs.runDue();
    const refund = await current();
    shaky.endRefund(refund.refundSn, 'CLOSED');
    time.ms += 600_000;
    await t.app.jobs.runDue();
    expect((await current()).status).toBe(RefundStatus.Failed);
    // the provider paid it out after all (its REFUND.SUCCESS callback): the refund is corrected, not left failed
    const callback = shaky.callback('REFUND.SUCCESS', { mchid: shaky.mchid, out_refund_no: refund.refundSn, refund_status: 'SUCCESS', amount: { refund: 200, total: 200 } }, 'refund');
    expect((await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body })).statusCode).toBe(204);
    expect((await current()).status).toBe(RefundStatus.Refunded);
    // a REFUND callback of another merchant changes nothing
    const { current: other } = await paidOrderWithRefund(100);
    await t.app.jobs.runDue();
    const foreign = shaky.callback('REFUND.CLOSED', { mchid: '1900000999', out_refund_no: (await other()).refundSn, refund_status: 'CLOSED' }, 'refund');
    expect((await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: foreign.headers, payload: foreign.body })).statusCode).toBe(204);
    expect((await other()).status).toBe(RefundStatus.Refunding);
  });
});
