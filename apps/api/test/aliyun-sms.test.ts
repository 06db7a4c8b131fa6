import { getMessageCode, registerVerify } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock';
import { AliyunSms, AliyunSmsError, aliyunRpcSignature } from '../src/providers/sms';
import { AliyunSmsFake, fakeSignature, fakeStringToSign } from './helpers/aliyun-sms-fake';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

/**
 * The production SMS driver (Alibaba Cloud SMS SendSms) against a fake written separately from it
 * (`helpers/aliyun-sms-fake.ts`), and both against the known-answer example of Alibaba Cloud's SMS signature
 * documentation (AccessKeyId testId, AccessKeySecret testSecret, SendSms to 15300000001, Format XML).
 */

const DOC_EXAMPLE: Record<string, string> = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};
const DOC_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25';
const DOC_SIGNATURE = 'zJDF+Lrzhj/ThnlvIToysFRq6t4=';

describe('the documented signature example', () => {
  it('is reproduced by the fake and by the driver', () => {
    expect(fakeStringToSign('GET', DOC_EXAMPLE)).toBe(DOC_STRING_TO_SIGN);
    expect(fakeSignature('GET', DOC_EXAMPLE, 'testSecret')).toBe(DOC_SIGNATURE);
    expect(aliyunRpcSignature(DOC_EXAMPLE, 'testSecret', 'GET')).toBe(DOC_SIGNATURE);
    // The signature is over the method too: the driver POSTs, so its POST signature differs from the GET one
    expect(aliyunRpcSignature(DOC_EXAMPLE, 'testSecret', 'POST')).not.toBe(DOC_SIGNATURE);
    expect(aliyunRpcSignature(DOC_EXAMPLE, 'testSecret', 'POST')).toBe(fakeSignature('POST', DOC_EXAMPLE, 'testSecret'));
  });
});

describe('AliyunSms against the fake', () => {
  const fake = new AliyunSmsFake();
  const driver = (secret = fake.accessKeySecret) =>
    new AliyunSms(
      { accessKeyId: fake.accessKeyId, accessKeySecret: secret, signName: '羽毛球等级评定', templateCode: 'SMS_465300001', templateParam: 'code', regionId: 'cn-hangzhou', endpoint: fake.baseUrl },
      systemClock,
    );
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('sends the code as the template variable under the signature, signed', async () => {
    await driver().send('13912340001', '【羽毛球等级评定】您的验证码为4821，5分钟内有效。');
    expect(fake.answers.at(-1)).toBe('OK');
    expect(fake.sent.at(-1)).toEqual({ PhoneNumbers: '13912340001', SignName: '羽毛球等级评定', TemplateCode: 'SMS_465300001', TemplateParam: '{"code":"4821"}' });
  });

  it('throws on every refusal: wrong secret, business errors, a message without a code', async () => {
    await expect(driver('WrongSecret0123456789').send('13912340001', '您的验证码为1111')).rejects.toThrow(/SignatureDoesNotMatch/);
    fake.failNext = 'isv.BUSINESS_LIMIT_CONTROL';
    await expect(driver().send('13912340001', '您的验证码为2222')).rejects.toThrow(AliyunSmsError);
    expect(fake.answers.at(-1)).toBe('isv.BUSINESS_LIMIT_CONTROL');
    await expect(driver().send('1391234', '您的验证码为3333')).rejects.toThrow(/isv\.MOBILE_NUMBER_ILLEGAL/);
    await expect(driver().send('13912340001', '没有验证码的通知')).rejects.toThrow(/没有验证码/);
    expect(fake.sent).toHaveLength(1);
  });
});

describe('the service with SMS_DRIVER=aliyun', () => {
  const fake = new AliyunSmsFake();
  let t: TestApp;
  beforeAll(async () => {
    await fake.start();
    t = await build({
      demo: null,
      env: {
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: fake.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: fake.accessKeySecret,
        ALIYUN_SMS_SIGN_NAME: '羽毛球等级评定',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465300001',
        ALIYUN_SMS_ENDPOINT: fake.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('texts the code through the provider, and has no outbox page', async () => {
    const mobile = '13912340077';
    await callOk(t.app, getMessageCode.path, { mobile });
    await t.app.jobs.runDue();
    const sent = fake.sent.find((entry) => entry.PhoneNumbers === mobile);
    expect(sent?.TemplateCode).toBe('SMS_465300001');
    const { code } = JSON.parse(sent?.TemplateParam ?? '{}') as { code: string };
    expect(code).toMatch(/^\d{4}$/);
    // the texted code is the one the service checks
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code })).result?.isSuccess).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` })).statusCode).toBe(404);
  });
});
