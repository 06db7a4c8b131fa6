import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { clockOf } from '../src/lib/clock';
import {
  type CompanyVerifyRequest,
  ESignSignatureError,
  FadadaError,
  FadadaESign,
  fadadaDigest,
  fadadaTimestamp,
  loadESignSandboxKeys,
  parseFadadaTimestamp,
  readESignFile,
  SandboxESign,
  type SignNotification,
  type VerifyNotification,
} from '../src/providers/e-sign';
import { extsignDigest, openSignCallback, openVerifyCallback, signCallbackDigest, verifyCallbackDigest } from '../src/providers/e-sign/fadada-protocol';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { FadadaFake, type FakeVerification } from './fixtures/fadada-fake';
import { openTestDatabase } from './helpers/database';

/**
 * The 法大大 (API v2) e-signing driver (decision 0056): its digests against known answers, the production driver
 * against the local fake platform (`fixtures/fadada-fake.ts`, written separately from the driver), the callbacks —
 * genuine, forged, tampered, malformed — and the sandbox's pages round trip through the app.
 */

const FAKE_KEYS = { appId: '100001', appSecret: 'FakeSecret2026' };
/** 2026-11-28 18:00:00 in Asia/Shanghai. */
const AT = new Date(Date.UTC(2026, 10, 28, 10, 0, 0));
const TS = '20261128180000';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

describe('the msg_digest algorithm: known answers', () => {
  // 法大大 publishes the algorithm, not worked examples: no known-answer vector was found in its documentation. The
  // first two vectors are the ones a third-party v2 SDK asserts in its own tests (LongBridgeApp/fadada-go-sdk-api2,
  // client_test.go), recomputed here with openssl; the others were derived by hand from the documented algorithm with
  // openssl (each hash upper-case hex before the next step):
  //   printf %s 20261128180000 | openssl md5           → 3C4A7D36E4C28027ACACAE8011BF1ED2
  //   printf %s FakeSecret2026T202611280001 | openssl sha1 → 0ABBE3239AE14D341DE5DF3BBF3C55799BDD1592
  //   printf %s 100001<md5><sha1> | openssl sha1      → 6A7D2E4FD73CD573FF562312C26B5210D070AC58
  //   printf %s <that> | base64                          → NkE3RDJFNEZENzNDRDU3M0ZGNTYyMzEyQzI2QjUyMTBEMDcwQUM1OA==
  it('the generic digest (sorted business values) matches the third-party SDK’s vector', () => {
    // app 000000 / secret fdd20141119, timestamp 20191012114711, params account_id=1, contract_id=testopenid
    expect(fadadaDigest({ appId: '000000', appSecret: 'fdd20141119' }, '20191012114711', '1' + 'testopenid')).toBe(
      'QjQ5MUQ2OUM1RTEyOTFBQkZDNTc1MkQ2Mjc4M0I1QjUwMjJGQUI1RA==',
    );
  });

  it('extsign: MD5(transaction_id + timestamp), SHA1(app_secret + customer_id) matches the third-party SDK’s vector', () => {
    expect(extsignDigest({ appId: '404068', appSecret: 'PqDC96A66qRN6fBQwvJaD4Yu' }, '20201229100822', 'A100000000001', '59669721A0BC651ADF68CE491014345F')).toBe(
      'OEU0OTM3OTBEMTA3NkJGNzE2Njc1NEI3NDk5QTM2QkE1REMwQkY1Rg==',
    );
  });

  it('the signing callback’s msg_digest: SHA1(app_secret + transaction_id), derived by hand', () => {
    expect(signCallbackDigest(FAKE_KEYS, TS, 'T202611280001')).toBe('NkE3RDJFNEZENzNDRDU3M0ZGNTYyMzEyQzI2QjUyMTBEMDcwQUM1OA==');
  });

  it('the real-name callback’s sign over authenticationType certStatus customerId serialNo status statusDesc, derived by hand', () => {
    // sha1(FakeSecret2026 + "2" + "0" + "C1A2B3C4D5E6F708192A3B4C5D6E7F8" + "SN0001" + "4" + "审核通过") = 7662469D…347B (UTF-8)
    const fields = { authenticationType: '2', certStatus: '0', customerId: 'C1A2B3C4D5E6F708192A3B4C5D6E7F8', serialNo: 'SN0001', status: '4', statusDesc: '审核通过' };
    expect(verifyCallbackDigest(FAKE_KEYS, TS, fields)).toBe('NjA1QTJDMDdENjMyNjI1MDRDMjU1NzY4RjQ0MjVCMzc0NDk1QkZCOQ==');
  });

  it('account_register’s digest: SHA1(app_secret + account_type + open_id), derived by hand', () => {
    expect(fadadaDigest(FAKE_KEYS, TS, '2' + 'institution-42')).toBe('MjY0MTUxNUJFQ0NGRDlGNEZBQ0M1QThFRDU3OEY5QUFGQ0FGRTY5Mw==');
  });

  it('timestamps are yyyyMMddHHmmss in Asia/Shanghai, read back strictly', () => {
    expect(fadadaTimestamp(AT)).toBe(TS);
    expect(parseFadadaTimestamp(TS)?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    for (const bad of ['2026112818000', '202611281800000', '2026-11-28 18:00', '20261328180000', '20260230120000', '20261128240000', '2026112818000x', '']) {
      expect(parseFadadaTimestamp(bad), bad).toBeNull();
    }
  });
});

function verifyRequest(customerId: string, transactionNo: string, notifyUrl = 'https://badminton.example.cn/api/e-sign/verify-notify'): CompanyVerifyRequest {
  return {
    customerId,
    transactionNo,
    companyName: '广州市羽翔体育培训有限公司',
    creditNo: '91440101MA5CXXXX1X',
    creditImage: { bytes: JPEG, contentType: 'image/jpeg' },
    legalName: '陈羽翔',
    legalId: '440106198001010011',
    legalIdFront: { bytes: PNG, contentType: 'image/png' },
    legalMobile: '13800000003',
    bankCardNo: '6222020200112233445',
    bankId: '3602000109200012345',
    bankName: '中国工商银行',
    subbranchName: '广州天河支行',
    notifyUrl,
    returnUrl: 'https://badminton.example.cn/personal/realNameAuthentication',
  };
}

describe('the production driver against the fake 法大大', () => {
  let fake: FadadaFake;
  let storageRoot: string;
  let storage: LocalDiskStorage;
  let driver: FadadaESign;
  const settings = () => ({ baseUrl: fake.baseUrl, ...FAKE_KEYS, filesBaseUrl: 'https://badminton.example.cn/api/e-sign/files/' });
  beforeAll(async () => {
    fake = await new FadadaFake().start();
    storageRoot = await mkdtemp(path.join(tmpdir(), 'badminton-fadada-'));
    storage = new LocalDiskStorage(storageRoot);
    driver = new FadadaESign(settings(), storage, clockOf(() => AT.getTime()));
  });
  afterAll(async () => {
    await fake.stop();
    await rm(storageRoot, { recursive: true, force: true });
  });

  it('registers the institution once per open id (account_register, account_type 2)', async () => {
    const first = await driver.registerCompany('institution-42');
    expect(first).toMatch(/^[0-9A-F]{32}$/);
    expect(await driver.registerCompany('institution-42')).toBe(first);
    expect(await driver.registerCompany('institution-43')).not.toBe(first);
    expect(fake.log.filter((entry) => entry.api === 'account_register').map((entry) => entry.code)).toEqual(['1', '1', '1']);
  });

  it('a wrong secret is refused by the platform (1003), finally; a busy platform is retryable', async () => {
    const wrong = new FadadaESign({ ...settings(), appSecret: 'NotTheSecret' }, storage, clockOf(() => AT.getTime()));
    const refused = await wrong.registerCompany('institution-42').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FadadaError);
    expect((refused as FadadaError).code).toBe('1003');
    expect((refused as FadadaError).retryable).toBe(false);
    fake.failNext = 'HTTP 502';
    const gateway = await driver.registerCompany('institution-42').catch((error: unknown) => error);
    expect(gateway).toMatchObject({ name: 'FadadaError', code: 'HTTP 502', retryable: true });
    fake.failNext = '1006';
    expect(await driver.registerCompany('institution-42').catch((error: unknown) => error)).toMatchObject({ code: '1006', retryable: true });
  });

  it('submits the real-name form: the JSON infos, the images as download addresses it serves, the serial on the notify URL', async () => {
    const customerId = await driver.registerCompany('institution-42');
    const before = fake.verifications.size;
    const { url } = await driver.companyVerifyUrl(verifyRequest(customerId, 'RN202611280001'));
    expect(fake.verifications.size).toBe(before + 1);
    const [serial, verification] = [...fake.verifications.entries()].at(-1) as [string, FakeVerification];
    expect(url).toBe(`${fake.baseUrl.replace(/api\/$/, '')}verify/${serial}`);
    const company = JSON.parse(verification.params.company_info) as Record<string, string>;
    const legal = JSON.parse(verification.params.legal_info) as Record<string, string>;
    const bank = JSON.parse(verification.params.bank_info) as Record<string, string>;
    expect(company).toMatchObject({ company_name: '广州市羽翔体育培训有限公司', credit_no: '91440101MA5CXXXX1X' });
    expect(legal).toMatchObject({ legal_name: '陈羽翔', legal_id: '440106198001010011', legal_mobile: '13800000003', bank_card_no: '6222020200112233445' });
    expect(bank).toEqual({ bank_id: '3602000109200012345', bank_name: '中国工商银行', subbranch_name: '广州天河支行' });
    expect(verification.params).toMatchObject({ customer_id: customerId, verified_way: '1', company_principal_type: '1', cert_flag: '0', return_url: 'https://badminton.example.cn/personal/realNameAuthentication' });
    // the images: at /api/e-sign/files/<32 hex>.<ext>, the bytes given
    const licenceName = company.credit_image_path.replace('https://badminton.example.cn/api/e-sign/files/', '');
    const idName = legal.legal_id_front_path.replace('https://badminton.example.cn/api/e-sign/files/', '');
    expect(licenceName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(idName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await readESignFile(storage, licenceName))?.body.equals(JPEG)).toBe(true);
    expect((await readESignFile(storage, idName))?.contentType).toBe('image/png');
    expect(await readESignFile(storage, '../verifications/x.json')).toBeNull();
    // the notify URL carries the service's serial and its MAC
    const notify = new URL(verification.params.notify_url);
    expect(notify.origin + notify.pathname).toBe('https://badminton.example.cn/api/e-sign/verify-notify');
    expect(notify.searchParams.get('esign_tx')).toBe('RN202611280001');
    expect(notify.searchParams.get('esign_mac')).toMatch(/^[0-9a-f]{32}$/);
    // a retry with the same serial answers the same page without a second verification
    expect((await driver.companyVerifyUrl(verifyRequest(customerId, 'RN202611280001'))).url).toBe(url);
    expect(fake.verifications.size).toBe(before + 1);
    await expect(driver.companyVerifyUrl(verifyRequest('0'.repeat(32), 'RN202611280001'))).rejects.toThrow('另一个账号');
  });

  it('follows the verification (find_companyCertInfo) and applies for the certificate (apply_cert, code 1)', async () => {
    const customerId = await driver.registerCompany('institution-44');
    await driver.companyVerifyUrl(verifyRequest(customerId, 'RN202611280002'));
    const serial = [...fake.verifications.keys()].at(-1) as string;
    expect(await driver.companyVerifyStatus('RN202611280002')).toEqual({ state: 'pending' });
    expect(await driver.applyCert(customerId, 'RN202611280002')).toEqual({ ok: false, message: '实名认证未通过' });
    fake.decide(serial, '3');
    expect(await driver.companyVerifyStatus('RN202611280002')).toEqual({ state: 'pending' });
    fake.decide(serial, '4');
    expect(await driver.companyVerifyStatus('RN202611280002')).toEqual({ state: 'passed', passedAt: new Date('2026-11-28T10:30:00.000Z') });
    expect(await driver.applyCert(customerId, 'RN202611280002')).toEqual({ ok: true, certSerial: `CERT${serial.slice(0, 12).toUpperCase()}` });
    expect(await driver.applyCert('0'.repeat(32), 'RN202611280002')).toEqual({ ok: false, message: '未找到该实名认证' });
    fake.decide(serial, '5', '营业执照不清晰');
    expect(await driver.companyVerifyStatus('RN202611280002')).toEqual({ state: 'failed', reason: '营业执照不清晰' });
    expect(await driver.companyVerifyStatus('NEVER-ASKED')).toEqual({ state: 'unknown' });
  });

  it('uploads the seal (add_signature) and the contract (uploaddocs, multipart), idempotently by contract id', async () => {
    const customerId = await driver.registerCompany('institution-42');
    const signatureId = await driver.addSignature(customerId, PNG);
    expect(fake.seals.get(signatureId)).toMatchObject({ customerId });
    expect(fake.seals.get(signatureId)?.png.equals(PNG)).toBe(true);
    await expect(driver.addSignature(customerId, JPEG)).rejects.toMatchObject({ code: '1004', retryable: false });
    const pdf = FadadaFake.pdf('contract HT0001');
    await driver.uploadContract('HT0001', '测试机构合作协议', pdf);
    expect(fake.contracts.get('HT0001')?.title).toBe('测试机构合作协议');
    expect(fake.contracts.get('HT0001')?.pdf.equals(pdf)).toBe(true);
    // a retry after a lost answer: the platform says the id exists, which is what was asked
    await driver.uploadContract('HT0001', '测试机构合作协议', pdf);
    expect(fake.log.filter((entry) => entry.api === 'uploaddocs').map((entry) => entry.code)).toEqual(['1000', '2002']);
    await expect(driver.uploadContract('HT0002', '坏文件', Buffer.from('not a pdf'))).rejects.toMatchObject({ code: '2001' });
  });

  it('signs the page addresses: extsign, viewContract, downLoadContract open at the platform; a tampered one is refused', async () => {
    const customerId = await driver.registerCompany('institution-42');
    const signUrl = await driver.signUrl({
      transactionId: 'T202611280001',
      contractId: 'HT0001',
      customerId,
      docTitle: '测试机构合作协议',
      notifyUrl: 'https://badminton.example.cn/api/e-sign/sign-notify',
      returnUrl: 'https://badminton.example.cn/personal/contractList',
    });
    const query = new URL(signUrl).searchParams;
    expect(signUrl.startsWith(`${fake.baseUrl}extsign.api?`)).toBe(true);
    expect(query.get('timestamp')).toBe(TS);
    expect(query.get('msg_digest')).toBe(extsignDigest(FAKE_KEYS, TS, 'T202611280001', customerId));
    expect(query.get('notify_url')).toBe('https://badminton.example.cn/api/e-sign/sign-notify');
    const page = await fetch(signUrl);
    expect(await page.text()).toContain('签署：测试机构合作协议');
    const tampered = new URL(signUrl);
    tampered.searchParams.set('customer_id', '0'.repeat(32));
    expect(await (await fetch(tampered)).json()).toEqual({ code: 1003, msg: 'msg_digest无效' });
    expect(await (await fetch(driver.viewUrl('HT0001'))).text()).toContain('查看：测试机构合作协议');
    const download = await fetch(driver.downloadUrl('HT0001'));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(FadadaFake.pdf('contract HT0001'))).toBe(true);
  });

  it('opens a genuine signing callback (3000, 3001, 3003 read as 3001) and refuses forged, tampered and malformed ones', () => {
    const genuine = fake.signCallback({ transaction_id: 'T202611280001', contract_id: 'HT0001', result_code: '3000', timestamp: TS });
    expect(driver.openSignNotification(genuine)).toEqual<SignNotification>({
      transactionId: 'T202611280001',
      contractId: 'HT0001',
      resultCode: 3000,
      platformResultCode: '3000',
      resultDesc: '签署成功',
      downloadUrl: `${fake.baseUrl}downLoadContract.api?contract_id=HT0001`,
      viewpdfUrl: `${fake.baseUrl}viewContract.api?contract_id=HT0001`,
      timestamp: AT,
    });
    expect(driver.openSignNotification(fake.signCallback({ transaction_id: 'T2', contract_id: 'HT0001', result_code: '3001', timestamp: TS })).resultCode).toBe(3001);
    const rejected = driver.openSignNotification(fake.signCallback({ transaction_id: 'T3', contract_id: 'HT0001', result_code: '3003', timestamp: TS }));
    expect([rejected.resultCode, rejected.platformResultCode]).toEqual([3001, '3003']);
    const refusals: [string, Record<string, string>][] = [
      ['forged with another secret', fake.signCallback({ transaction_id: 'T202611280001', contract_id: 'HT0001', result_code: '3000', timestamp: TS }, 'SomeoneElse')],
      ['transaction swapped', { ...genuine, transaction_id: 'T202611289999' }],
      ['timestamp moved', { ...genuine, timestamp: '20261128180001' }],
      ['digest missing', Object.fromEntries(Object.entries(genuine).filter(([name]) => name !== 'msg_digest'))],
      ['timestamp malformed', fake.signCallback({ transaction_id: 'T1', contract_id: 'HT0001', result_code: '3000', timestamp: '2026-11-28 18:00:00' })],
      ['result code unknown', fake.signCallback({ transaction_id: 'T1', contract_id: 'HT0001', result_code: '3002', timestamp: TS })],
      ['contract missing', Object.fromEntries(Object.entries(genuine).filter(([name]) => name !== 'contract_id'))],
      ['transaction id not an id', fake.signCallback({ transaction_id: 'T1<script>', contract_id: 'HT0001', result_code: '3000', timestamp: TS })],
    ];
    for (const [name, fields] of refusals) {
      expect(() => driver.openSignNotification(fields), name).toThrow(ESignSignatureError);
    }
    // the digest does not cover the result: a genuine 3001 re-labelled 3000 keeps its digest — the caller confirms a
    // signing with its own state (the transaction it started) and the contract status, never the code alone
    expect(driver.openSignNotification({ ...fake.signCallback({ transaction_id: 'T4', contract_id: 'HT0001', result_code: '3001', timestamp: TS }), result_code: '3000' }).resultCode).toBe(3000);
  });

  it('opens a genuine real-name callback with the service’s serial and refuses forged or re-bound ones', async () => {
    const customerId = await driver.registerCompany('institution-45');
    await driver.companyVerifyUrl(verifyRequest(customerId, 'RN202611280003'));
    const serial = [...fake.verifications.keys()].at(-1) as string;
    fake.decide(serial, '4');
    const genuine = fake.verifyCallback(serial, TS);
    expect(driver.openVerifyNotification(genuine)).toEqual<VerifyNotification>({
      customerId,
      transactionNo: 'RN202611280003',
      platformTransactionNo: serial,
      passed: true,
      final: true,
      platformStatus: '4',
      reason: '',
      timestamp: AT,
    });
    fake.decide(serial, '5', '对公账户信息不符');
    expect(driver.openVerifyNotification(fake.verifyCallback(serial, TS))).toMatchObject({ passed: false, final: true, reason: '对公账户信息不符' });
    fake.decide(serial, '3');
    expect(driver.openVerifyNotification(fake.verifyCallback(serial, TS))).toMatchObject({ passed: false, final: false, platformStatus: '3' });
    fake.decide(serial, '4');
    const refusals: [string, Record<string, string>][] = [
      ['forged with another secret', fake.verifyCallback(serial, TS, 'SomeoneElse')],
      ['status changed', { ...genuine, status: '5' }],
      ['customer changed', { ...genuine, customerId: '0'.repeat(32) }],
      ['serial re-bound to another verification', { ...genuine, esign_tx: 'RN202611280001' }],
      ['the notify URL’s parameters not passed', Object.fromEntries(Object.entries(genuine).filter(([name]) => !name.startsWith('esign_')))],
      ['sign missing', Object.fromEntries(Object.entries(genuine).filter(([name]) => name !== 'sign'))],
      ['timestamp malformed', fake.verifyCallback(serial, '1764324000')],
    ];
    for (const [name, fields] of refusals) {
      expect(() => driver.openVerifyNotification(fields), name).toThrow(ESignSignatureError);
    }
  });
});

describe('the sandbox driver behaves like 法大大: its pages call the service back, signed', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  let sandbox: SandboxESign;
  const signed: SignNotification[] = [];
  const verified: VerifyNotification[] = [];
  const refused: string[] = [];
  const ORIGIN = 'http://localhost:8080';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-e-sign-sandbox-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0' });
    expect(config.eSignDriver).toBe('sandbox');
    database = await openTestDatabase();
    sandbox = new SandboxESign(path.join(dataDir, 'e-sign-sandbox'), loadESignSandboxKeys(config.keysDir), clockOf(() => AT.getTime()));
    app = await buildApp({ config, database, eSign: sandbox });
    // Stand-ins for the institution module's callback routes: they open the callback with the driver, form fields and
    // the notify URL's query together, as the driver's contract says.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
      scope.post<{ Body: Record<string, string>; Querystring: Record<string, string> }>('/api/test/e-sign/sign-notify', async (request, reply) => {
        try {
          signed.push(sandbox.openSignNotification(request.body));
          return reply.send('success');
        } catch (error) {
          refused.push((error as Error).message);
          return reply.code(401).send('refused');
        }
      });
      scope.post<{ Body: Record<string, string>; Querystring: Record<string, string> }>('/api/test/e-sign/verify-notify', async (request, reply) => {
        verified.push(sandbox.openVerifyNotification({ ...request.query, ...request.body }));
        return reply.send('success');
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signing: the page shows the contract, 签署 posts a verified 3000 callback and returns the browser; the contract is served', async () => {
    const customerId = await sandbox.registerCompany('institution-3');
    expect(await sandbox.registerCompany('institution-3')).toBe(customerId);
    const pdf = FadadaFake.pdf('sandbox contract');
    await sandbox.uploadContract('HT9001', '羽翔体育测试机构合作协议', pdf);
    const url = await sandbox.signUrl({
      transactionId: 'T9001',
      contractId: 'HT9001',
      customerId,
      docTitle: '羽翔体育测试机构合作协议',
      notifyUrl: `${ORIGIN}/api/test/e-sign/sign-notify`,
      returnUrl: `${ORIGIN}/personal/contractList`,
    });
    expect(url).toMatch(/^\/dev\/e-sign\/sign\?k=[0-9a-f]{24}$/);
    expect(await sandbox.signUrl({ transactionId: 'T9001', contractId: 'HT9001', customerId, docTitle: 'x', notifyUrl: `${ORIGIN}/x`, returnUrl: `${ORIGIN}/y` })).toBe(url);
    const code = new URL(url, ORIGIN).searchParams.get('k') as string;
    const shown = await app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="zh-CN">');
    expect(shown.body).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(shown.body).toContain('<dt>合同标题</dt><dd>羽翔体育测试机构合作协议</dd>');
    expect(shown.body).toContain('<button type="submit" name="outcome" value="sign">签署</button>');
    expect(shown.body).toContain('<button type="submit" name="outcome" value="reject">拒签</button>');
    expect(shown.body).toContain(`<input type="hidden" name="k" value="${code}">`);
    // another site cannot post the form
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/sign', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `k=${code}&outcome=sign` })).statusCode).toBe(415);
    const done = await app.inject({ method: 'POST', url: '/dev/e-sign/sign', payload: { k: code, outcome: 'sign' } });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/personal/contractList`);
    expect(refused).toEqual([]);
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatchObject({ transactionId: 'T9001', contractId: 'HT9001', resultCode: 3000, platformResultCode: '3000', resultDesc: '签署成功', timestamp: AT });
    expect(signed[0].viewpdfUrl).toBe(sandbox.viewUrl('HT9001'));
    const file = await app.inject({ method: 'GET', url: signed[0].downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="HT9001.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/dev/e-sign/contract?contract_id=HT9001&k=000000000000000000000000' })).statusCode).toBe(404);
    // once only
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/sign', payload: { k: code, outcome: 'reject' } })).statusCode).toBe(409);
    expect(signed).toHaveLength(1);
    const finished = (await app.inject({ method: 'GET', url })).body;
    expect(finished).toContain('<p role="status">已签署</p>');
    expect(finished).toContain('<button type="submit" name="outcome" value="resend">重新发送通知</button>');
    // 重新发送通知: the same result again, as 法大大 retries a callback that was not taken
    const resent = await app.inject({ method: 'POST', url: '/dev/e-sign/sign', payload: { k: code, outcome: 'resend' } });
    expect(resent.statusCode).toBe(303);
    expect(signed).toHaveLength(2);
    expect(signed[1]).toEqual(signed[0]);
  });

  it('signing: 拒签 posts a verified 3001 callback; a made-up code finds nothing', async () => {
    const customerId = await sandbox.registerCompany('institution-3');
    await sandbox.uploadContract('HT9002', '第二份协议', FadadaFake.pdf('second'));
    const url = await sandbox.signUrl({ transactionId: 'T9002', contractId: 'HT9002', customerId, docTitle: '第二份协议', notifyUrl: `${ORIGIN}/api/test/e-sign/sign-notify`, returnUrl: `${ORIGIN}/personal/contractList` });
    const code = new URL(url, ORIGIN).searchParams.get('k') as string;
    const done = await app.inject({ method: 'POST', url: '/dev/e-sign/sign', payload: { k: code, outcome: 'reject' }, remoteAddress: '203.0.113.9' });
    expect(done.statusCode).toBe(303);
    expect(signed.at(-1)).toMatchObject({ transactionId: 'T9002', resultCode: 3001, resultDesc: '用户拒签' });
    expect((await app.inject({ method: 'GET', url: '/dev/e-sign/sign?k=0123456789abcdef01234567' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/sign', payload: { k: '0123456789abcdef01234567', outcome: 'sign' } })).statusCode).toBe(409);
    // what the sandbox signs, only its keys open: the production algorithm under another secret refuses it
    const sandboxSigned = sandbox.signCallback({ transactionId: 'T9003', contractId: 'HT9002' }, true);
    expect(sandbox.openSignNotification(sandboxSigned).resultCode).toBe(3000);
    expect(() => openSignCallback({ appId: '100001', appSecret: 'FakeSecret2026' }, sandboxSigned)).toThrow(ESignSignatureError);
  });

  it('real-name: the page shows the company, 不通过 posts a verified failure with the reason, 通过 a pass; the certificate follows', async () => {
    const customerId = await sandbox.registerCompany('institution-3');
    const { url } = await sandbox.companyVerifyUrl(verifyRequest(customerId, 'RN9001', `${ORIGIN}/api/test/e-sign/verify-notify`));
    expect(url).toMatch(/^\/dev\/e-sign\/verify\?k=[0-9a-f]{24}$/);
    expect((await sandbox.companyVerifyUrl(verifyRequest(customerId, 'RN9001', `${ORIGIN}/api/test/e-sign/verify-notify`))).url).toBe(url);
    expect(await sandbox.companyVerifyStatus('RN9001')).toEqual({ state: 'pending' });
    const shown = await app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<dt>企业名称</dt><dd>广州市羽翔体育培训有限公司</dd>');
    expect(shown.body).toContain('<dd>9144**********XX1X</dd>');
    expect(shown.body).not.toContain('91440101MA5CXXXX1X');
    expect(shown.body).toContain('<label for="e-sign-reason">');
    expect(shown.body).toContain('<button type="submit" name="outcome" value="pass">通过</button>');
    expect(shown.body).toContain('<button type="submit" name="outcome" value="fail">不通过</button>');
    const code = new URL(url, ORIGIN).searchParams.get('k') as string;
    const failed = await app.inject({ method: 'POST', url: '/dev/e-sign/verify', payload: { k: code, outcome: 'fail', reason: '营业执照不清晰' } });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('https://badminton.example.cn/personal/realNameAuthentication');
    expect(verified.at(-1)).toMatchObject({ customerId, transactionNo: 'RN9001', passed: false, final: true, platformStatus: '5', reason: '营业执照不清晰', timestamp: AT });
    expect(await sandbox.companyVerifyStatus('RN9001')).toEqual({ state: 'failed', reason: '营业执照不清晰' });
    expect(await sandbox.applyCert(customerId, 'RN9001')).toEqual({ ok: false, message: '实名认证未通过' });
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/verify', payload: { k: code, outcome: 'pass' } })).statusCode).toBe(409);
    const count = verified.length;
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/verify', payload: { k: code, outcome: 'resend' } })).statusCode).toBe(303);
    expect(verified).toHaveLength(count + 1);
    expect(verified.at(-1)).toMatchObject({ transactionNo: 'RN9001', passed: false, final: true, reason: '营业执照不清晰' });
    // a second attempt passes
    const again = await sandbox.companyVerifyUrl(verifyRequest(customerId, 'RN9002', `${ORIGIN}/api/test/e-sign/verify-notify`));
    const second = new URL(again.url, ORIGIN).searchParams.get('k') as string;
    // nothing to resend before a result
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/verify', payload: { k: second, outcome: 'resend' } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/dev/e-sign/verify', payload: { k: second, outcome: 'pass' } })).statusCode).toBe(303);
    const passed = verified.at(-1) as VerifyNotification;
    expect(passed).toMatchObject({ customerId, transactionNo: 'RN9002', passed: true, final: true, reason: '' });
    expect(passed.platformTransactionNo).toMatch(/^[0-9a-f]{32}$/);
    expect(await sandbox.companyVerifyStatus('RN9002')).toEqual({ state: 'passed', passedAt: AT });
    const cert = await sandbox.applyCert(customerId, 'RN9002');
    expect(cert).toMatchObject({ ok: true });
    expect(await sandbox.applyCert(customerId, 'RN9002')).toEqual(cert);
    expect(await sandbox.companyVerifyStatus('NEVER')).toEqual({ state: 'unknown' });
  });

  it('seal: a PNG gets a stable signature id; anything else is refused', async () => {
    const customerId = await sandbox.registerCompany('institution-3');
    const id = await sandbox.addSignature(customerId, PNG);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await sandbox.addSignature(customerId, PNG)).toBe(id);
    await expect(sandbox.addSignature(customerId, JPEG)).rejects.toThrow('PNG');
    await expect(sandbox.addSignature('0'.repeat(32), PNG)).rejects.toThrow('未注册');
  });

  it('its callbacks are refused when tampered, like the platform’s', async () => {
    const keys = loadESignSandboxKeys(path.join(dataDir, 'keys'));
    const customerId = await sandbox.registerCompany('institution-3');
    await sandbox.companyVerifyUrl(verifyRequest(customerId, 'RN9003', `${ORIGIN}/api/test/e-sign/verify-notify`));
    const done = await sandbox.completeVerification((await sandbox.companyVerifyUrl(verifyRequest(customerId, 'RN9003'))).url.slice(-24), 'pass', '');
    if ('refused' in done) throw new Error(done.refused);
    const fields = { ...Object.fromEntries(new URL(done.notifyUrl).searchParams), ...done.fields };
    expect(openVerifyCallback(keys, fields).passed).toBe(true);
    expect(() => openVerifyCallback(keys, { ...fields, status: '5' })).toThrow(ESignSignatureError);
    expect(() => openVerifyCallback(keys, done.fields)).toThrow('esign_tx');
  });

  it('the pages answer 404 while another driver is configured; the real-name images only at /api/e-sign/files', async () => {
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0' }),
      database,
      eSign: new FadadaESign({ baseUrl: 'http://127.0.0.1:9/api/', ...FAKE_KEYS, filesBaseUrl: 'https://x.example/api/e-sign/files/' }, new LocalDiskStorage(path.join(dataDir, 'other')), clockOf(() => AT.getTime())),
    });
    await other.ready();
    try {
      for (const url of ['/dev/e-sign/sign?k=0123456789abcdef01234567', '/dev/e-sign/verify?k=0123456789abcdef01234567', '/dev/e-sign/contract?contract_id=HT9001&k=x']) {
        expect((await other.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      const name = `${'ab'.repeat(16)}.png`;
      await new LocalDiskStorage(path.join(dataDir, 'wwwroot')).put(`e-sign/files/${name}`, PNG);
      const image = await other.inject({ method: 'GET', url: `/api/e-sign/files/${name}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      expect((await other.inject({ method: 'GET', url: `/wwwroot/e-sign/files/${name}` })).statusCode).toBe(404);
      expect((await other.inject({ method: 'GET', url: `/api/e-sign/files/${'ab'.repeat(15)}.png` })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
