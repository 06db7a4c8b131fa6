import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLogistics, parseRouteXml, SfLogistics, SfRouteError, sfVerifyCode } from '../src/providers/logistics';
import { fakeVerifyCode, SfRouteFake } from './helpers/sf-route-fake';

/**
 * The production logistics driver (SF Express classic XML `RouteService`) against a fake written separately from it
 * (`helpers/sf-route-fake.ts`). No published known-answer example of the check code was found (integration samples
 * print the request and the checkword, not the result), so the vector below was computed with the fake's own code
 * (node:crypto MD5 + Base64) and checked by hand with `printf '%s' "$xml$checkword" | openssl md5 -binary | base64`.
 */

const VECTOR_XML =
  '<Request service="RouteService" lang="zh-CN"><Head>BSPdevelop</Head><Body><RouteRequest tracking_type="1" method_type="1" tracking_number="444003077898"/></Body></Request>';
const VECTOR_CHECKWORD = 'j8DzkIFgmlomPt0aLuwU';
const VECTOR_VERIFY_CODE = 'N7To03eglss8oi7VDnDF5Q==';

describe('the check code', () => {
  it('is Base64(MD5(xml + checkword)) in the fake and in the driver', () => {
    expect(fakeVerifyCode(VECTOR_XML, VECTOR_CHECKWORD)).toBe(VECTOR_VERIFY_CODE);
    expect(sfVerifyCode(VECTOR_XML, VECTOR_CHECKWORD)).toBe(VECTOR_VERIFY_CODE);
    expect(new SfLogistics({ apiUrl: 'http://unused', clientCode: 'BSPdevelop', checkword: VECTOR_CHECKWORD }).requestXml('444003077898')).toBe(VECTOR_XML);
  });
});

describe('SfLogistics against the fake', () => {
  const fake = new SfRouteFake();
  const driver = (checkword = fake.checkword) => new SfLogistics({ apiUrl: fake.url, clientCode: fake.clientCode, checkword });
  beforeAll(async () => {
    await fake.start();
    fake.parcels.set('SF1400000000001', [
      { remark: '顺丰速运 已收取快件', acceptTime: '2026-06-01 10:00:00', acceptAddress: '北京市', opcode: '50' },
      { remark: '快件到达【北京顺义集散中心】', acceptTime: '2026-06-01 16:00:00', acceptAddress: '北京市顺义区', opcode: '31' },
    ]);
    fake.parcels.set('SF1400000000002', []);
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('asks signed and hands on the route XML', async () => {
    const answer = parseRouteXml(await driver().queryRoute('SF1400000000001'));
    expect(fake.answers.at(-1)).toBe('OK');
    expect(answer).toEqual({
      head: 'OK',
      mailno: 'SF1400000000001',
      routes: [
        { remark: '顺丰速运 已收取快件', acceptTime: '2026-06-01 10:00:00', acceptAddress: '北京市' },
        { remark: '快件到达【北京顺义集散中心】', acceptTime: '2026-06-01 16:00:00', acceptAddress: '北京市顺义区' },
      ],
    });
  });

  it('a waybill accepted with no route yet reads as no nodes (nothing shown yet)', async () => {
    expect(parseRouteXml(await driver().queryRoute('SF1400000000002'))).toEqual({ head: 'OK', mailno: 'SF1400000000002', routes: [] });
  });

  it('an unknown waybill (8xxx, final for that waybill) answers ERR: nothing shown', async () => {
    expect(parseRouteXml(await driver().queryRoute('SF1499999999999')).head).toBe('ERR');
    expect(fake.answers.at(-1)).toBe('8150');
  });

  it('the fake refuses a wrong check code, and the driver throws on it (a wrong checkword is not "no route")', async () => {
    // the fake itself, asked by hand with a check code over another checkword
    const xml = driver().requestXml('SF1400000000001');
    const response = await fetch(fake.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xml, verifyCode: fakeVerifyCode(xml, 'another-checkword') }),
    });
    expect(await response.text()).toMatch(/<Head>ERR<\/Head><ERROR code="4003">/);
    await expect(driver('WrongCheckword0000').queryRoute('SF1400000000001')).rejects.toThrow(SfRouteError);
    expect(fake.answers.at(-1)).toBe('4003');
  });

  it('system errors and HTTP failures throw (asking again later may answer)', async () => {
    fake.failNext = '4001';
    await expect(driver().queryRoute('SF1400000000001')).rejects.toThrow(/4001/);
    fake.failNext = 'HTTP 503';
    await expect(driver().queryRoute('SF1400000000001')).rejects.toThrow(/HTTP 503/);
    // and the next question is answered again
    expect(parseRouteXml(await driver().queryRoute('SF1400000000001')).routes).toHaveLength(2);
  });

  it('is what LOGISTICS_DRIVER=sf builds', async () => {
    const config = loadConfig({ LOGISTICS_DRIVER: 'sf', SF_API_URL: fake.url, SF_CLIENT_CODE: fake.clientCode, SF_CHECKWORD: fake.checkword });
    const logistics = createLogistics(config, null as never, null as never);
    expect(logistics.driver).toBe('sf');
    expect(parseRouteXml(await logistics.queryRoute('SF1400000000001')).routes).toHaveLength(2);
  });
});
