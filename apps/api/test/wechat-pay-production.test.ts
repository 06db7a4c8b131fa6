import { OrderKind } from '@badminton/contracts';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../src/db/schema';
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
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/应为 32 个字符的 APIv3 密钥/);
    expect(() => loadConfig({ NODE_ENV: 'test', WECHAT_PAY_NOTIFY_URL: 'http://insecure.example.cn/notify' })).toThrow(/https/);
  });
});
