import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PermanentJobError } from '../src/jobs/kinds';
import { systemClock } from '../src/lib/clock';
import { createEInvoice, type EInvoiceRequest, NuonuoEInvoice, NuonuoError, nuonuoSign } from '../src/providers/e-invoice';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { FAKE_SIGN_REFUSED, fakeNuonuoSign, NuonuoFake } from './helpers/nuonuo-fake';

/**
 * The production e-invoice driver (诺诺开放平台 Nuonuo: requestBillingNew, queryInvoiceResult, red-letter by a red
 * order) against a fake written separately from it (`helpers/nuonuo-fake.ts`).
 *
 * No published known-answer example of X-Nuonuo-Sign was found (the platform's pages give the string to sign and the
 * algorithm, HmacSHA1 with the appSecret, Base64, not a worked result), so the vector below was computed outside both
 * with `printf '%s' "$string" | openssl dgst -sha1 -hmac "$secret" -binary | base64` over the documented string
 * `a=services&l=v1&p=open&k=…&i=…&n=…&t=…&f=…` with the platform page's example senid/nonce/timestamp.
 */

const VECTOR = {
  appKey: 'SD63236305',
  appSecret: 'SDDED2523BED4643',
  senid: '71fad242e0a2439fad1f7262a6c0062c',
  nonce: '10687097',
  timestamp: '1626858160',
  body: '{"serialNos":["22072015181902023731"],"isOfferInvoiceDetail":"0"}',
  sign: 'U+cKxb5zE5N2AamOpjn47LT4wis=',
};

describe('the X-Nuonuo-Sign signature', () => {
  it('is reproduced by the fake and by the driver', () => {
    const { appKey, appSecret, senid, nonce, timestamp, body, sign } = VECTOR;
    expect(fakeNuonuoSign(appSecret, appKey, senid, nonce, timestamp, body)).toBe(sign);
    expect(nuonuoSign(appSecret, appKey, senid, nonce, timestamp, body)).toBe(sign);
  });
});

describe('NuonuoEInvoice against the fake', () => {
  const fake = new NuonuoFake();
  let folder = '';
  let storage: LocalDiskStorage;
  const driver = (overrides: Partial<{ appSecret: string; accessToken: string }> = {}) =>
    new NuonuoEInvoice(
      {
        apiUrl: fake.url,
        appKey: fake.appKey,
        appSecret: overrides.appSecret ?? fake.appSecret,
        accessToken: overrides.accessToken ?? fake.accessToken,
        sellerTaxNo: fake.sellerTaxNo,
        sellerAddress: '北京市东城区体育馆路',
        sellerTel: '010-12345678',
        clerk: '张三',
        goodsCode: '3070202000000000000',
        taxRate: '0.06',
      },
      storage,
      systemClock,
    );
  const request = (requestSn: string, custname = '北京羽毛球俱乐部有限公司'): EInvoiceRequest => ({
    requestSn,
    orderSn: `O${requestSn}`,
    amountFen: 15000,
    item: '羽毛球等级评定考试费',
    payerName: '李雷',
    title: { custtype: '01', custname, custTaxNo: '91110105MA01ABCD2X', custAddr: '北京市朝阳区', custPhone: '010-87654321', custBank: '工商银行', custAccount: '0200001234', invoMemo: null },
    at: new Date(),
  });
  const untilSettled = async (requestSn: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const result = await driver().query(requestSn);
      seen.push(result.state);
      if (result.state !== 'pending') return { result, seen };
    }
    throw new Error(`still pending: ${seen.join(',')}`);
  };

  beforeAll(async () => {
    await fake.start();
    folder = await mkdtemp(path.join(tmpdir(), 'nuonuo-'));
    storage = new LocalDiskStorage(folder);
  });
  afterAll(async () => {
    await fake.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('issues a blue invoice: signed request, pending while 开票中/签章中, then the PDF and QR are stored', async () => {
    await driver().issue(request('INV20260601000001'));
    const sent = fake.orders.get('INV20260601000001')?.order;
    expect(sent).toMatchObject({ buyerName: '北京羽毛球俱乐部有限公司', buyerTaxNum: '91110105MA01ABCD2X', salerTaxNum: fake.sellerTaxNo, invoiceType: '1', invoiceLine: 'p', clerk: '张三' });
    expect(sent?.invoiceDetail).toEqual([expect.objectContaining({ goodsName: '*体育服务*羽毛球等级评定考试费', taxIncludedAmount: '150.00', withTax: '1', taxRate: '0.06' })]);
    const { result, seen } = await untilSettled('INV20260601000001');
    expect(seen).toEqual(['pending', 'pending', 'issued']);
    if (result.state !== 'issued') throw new Error(result.state);
    expect(result.fphm).toMatch(/^\d{8}$/);
    expect(result.invoiceUrl).toMatch(/^\/wwwroot\/invoices\/INV20260601000001-[0-9a-f]{16}\.pdf$/);
    const stored = await storage.get(result.invoiceUrl.replace(/^\/wwwroot\//, ''));
    expect(stored.equals(NuonuoFake.pdfOf(fake.orders.get('INV20260601000001')?.serialNo ?? ''))).toBe(true);
    expect((await storage.get(result.qrCodeUrl.replace(/^\/wwwroot\//, ''))).subarray(1, 4).toString()).toBe('PNG');
    // asked again, the same files are written again, not new ones
    const again = await driver().query('INV20260601000001');
    expect(again).toMatchObject({ state: 'issued', invoiceUrl: result.invoiceUrl });
  });

  it('asking twice with one serial issues once; an unknown serial is unknown', async () => {
    await driver().issue(request('INV20260601000001'));
    expect([...fake.orders.keys()].filter((no) => no === 'INV20260601000001')).toHaveLength(1);
    expect(await driver().query('INV29999999999999')).toEqual({ state: 'unknown' });
  });

  it('a failure on the platform (开票失败) is a failed result with its cause', async () => {
    await driver().issue(request('INV20260601000002', fake.failBuyer));
    const { result } = await untilSettled('INV20260601000002');
    expect(result).toEqual({ state: 'failed', reason: '开票失败：购方税号校验不通过' });
  });

  it('红冲: reverses an issued blue invoice; a second reversal of it fails on the platform', async () => {
    const blue = await driver().query('INV20260601000001');
    if (blue.state !== 'issued') throw new Error(blue.state);
    await driver().reverse({ requestSn: 'RED20260601000001', originalRequestSn: 'INV20260601000001', fpdm: blue.fpdm, fphm: blue.fphm, amountFen: 15000, reason: '销货退回', at: new Date() });
    expect(fake.orders.get('RED20260601000001')?.order).toMatchObject({ invoiceType: '2', invoiceCode: blue.fpdm, invoiceNum: blue.fphm, buyerName: '北京羽毛球俱乐部有限公司' });
    expect(fake.orders.get('RED20260601000001')?.order.invoiceDetail).toEqual([expect.objectContaining({ taxIncludedAmount: '-150.00', num: '-1' })]);
    const red = await untilSettled('RED20260601000001');
    expect(red.result).toMatchObject({ state: 'issued' });
    await driver().reverse({ requestSn: 'RED20260601000002', originalRequestSn: 'INV20260601000001', fpdm: blue.fpdm, fphm: blue.fphm, amountFen: 15000, reason: '销货退回', at: new Date() });
    expect((await untilSettled('RED20260601000002')).result).toEqual({ state: 'failed', reason: '开票失败：对应蓝字发票已红冲' });
  });

  it('the fake refuses a wrong signature; the driver treats it as final (PermanentJobError)', async () => {
    const body = JSON.stringify({ orderNos: ['INV20260601000001'] });
    const query = new URLSearchParams({ senid: 'a'.repeat(32), nonce: '12345678', timestamp: String(Math.floor(Date.now() / 1000)), appkey: fake.appKey });
    const answer = await fetch(`${fake.url}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Nuonuo-Sign': fakeNuonuoSign('another-secret', fake.appKey, 'a'.repeat(32), '12345678', query.get('timestamp') ?? '', body), accessToken: fake.accessToken, method: 'nuonuo.OpeMplatform.queryInvoiceResult' },
      body,
    });
    expect(await answer.json()).toMatchObject({ code: FAKE_SIGN_REFUSED });
    await expect(driver({ appSecret: 'WrongSecret0123456789' }).query('INV20260601000001')).rejects.toThrow(PermanentJobError);
    expect(fake.answers.at(-1)).toBe(FAKE_SIGN_REFUSED);
    await expect(driver({ accessToken: 'expired-token-000000' }).issue(request('INV20260601000003'))).rejects.toThrow(PermanentJobError);
    expect(fake.orders.has('INV20260601000003')).toBe(false);
  });

  it('busy answers and HTTP failures are retryable (NuonuoError, the job tries again), and then succeed', async () => {
    fake.failNext = 'E9999';
    await expect(driver().issue(request('INV20260601000004'))).rejects.toSatisfy((error) => error instanceof NuonuoError && error.retryable);
    fake.failNext = 'HTTP 502';
    await expect(driver().query('INV20260601000001')).rejects.toSatisfy((error) => error instanceof NuonuoError && error.retryable);
    await driver().issue(request('INV20260601000004'));
    expect(fake.orders.has('INV20260601000004')).toBe(true);
  });

  it('refused order data is final', async () => {
    await expect(driver().issue(request('INV20260601000005', ''))).rejects.toThrow(PermanentJobError);
  });

  it('is what E_INVOICE_DRIVER=nuonuo builds', async () => {
    const config = loadConfig({
      E_INVOICE_DRIVER: 'nuonuo',
      NUONUO_API_URL: fake.url,
      NUONUO_APP_KEY: fake.appKey,
      NUONUO_APP_SECRET: fake.appSecret,
      NUONUO_ACCESS_TOKEN: fake.accessToken,
      NUONUO_SELLER_TAX_NO: fake.sellerTaxNo,
      NUONUO_SELLER_ADDRESS: '北京市东城区体育馆路',
      NUONUO_SELLER_TEL: '010-12345678',
      NUONUO_CLERK: '张三',
      NUONUO_GOODS_CODE: '3070202000000000000',
    });
    const eInvoice = createEInvoice(config, storage, systemClock);
    expect(eInvoice.driver).toBe('nuonuo');
    expect(await eInvoice.query('INV20260601000001')).toMatchObject({ state: 'issued' });
  });
});
