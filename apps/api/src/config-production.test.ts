import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** What every production driver needs, so a test can switch one provider back to its sandbox at a time. */
const PRODUCTION_SMS = {
  SMS_DRIVER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tTestKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret-0123456789',
  ALIYUN_SMS_SIGN_NAME: '羽毛球等级评定',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
};
const PRODUCTION_WECHAT_LOGIN = {
  WECHAT_LOGIN_DRIVER: 'open-platform',
  WECHAT_LOGIN_APPID: 'wx1234567890abcdef',
  WECHAT_LOGIN_APP_SECRET: '0123456789abcdef0123456789abcdef',
  PUBLIC_BASE_URL: 'https://badminton.example.cn',
};

const PRODUCTION_LOGISTICS = {
  LOGISTICS_DRIVER: 'sf',
  SF_API_URL: 'https://bsp-oisp.sf-express.com/bsp-oisp/sfexpressService',
  SF_CLIENT_CODE: 'BADM_TEST01',
  SF_CHECKWORD: 'test-checkword-0123456789',
};

const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRODUCTION_WECHAT_PAY = {
  WECHAT_PAY_DRIVER: 'production',
  WECHAT_PAY_MCHID: '1900000109',
  WECHAT_PAY_APPID: 'wx1234567890abcdef',
  WECHAT_PAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
  WECHAT_PAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
  WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM: platformKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
  WECHAT_PAY_NOTIFY_URL: 'https://badminton.example.cn/api/pay/wechat/notify',
};

const PRODUCTION_E_INVOICE = {
  E_INVOICE_DRIVER: 'nuonuo',
  NUONUO_APP_KEY: '23942958',
  NUONUO_APP_SECRET: 'test-nuonuo-secret-0123',
  NUONUO_ACCESS_TOKEN: 'test-access-token-0123',
  NUONUO_SELLER_TAX_NO: '91110000MA00TEST01',
  NUONUO_SELLER_ADDRESS: '北京市东城区体育馆路',
  NUONUO_SELLER_TEL: '010-12345678',
  NUONUO_CLERK: '张三',
  NUONUO_GOODS_CODE: '3070202000000000000',
};

const PRODUCTION_E_SIGN = {
  E_SIGN_DRIVER: 'fadada',
  FADADA_BASE_URL: 'https://testapi.fadada.com:8443/api/',
  FADADA_APP_ID: '404068',
  FADADA_APP_SECRET: 'test-fadada-secret-0123',
  PUBLIC_BASE_URL: 'https://badminton.example.cn',
};

describe('production refuses every sandbox driver (issue 22 point 8)', () => {
  it('names each sandbox driver, and ALLOW_SANDBOX no longer lets one through', () => {
    for (const allow of [undefined, 'true']) {
      const env = { NODE_ENV: 'production', ...(allow ? { ALLOW_SANDBOX: allow } : {}) };
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of ['SMS_DRIVER', 'WECHAT_LOGIN_DRIVER', 'WECHAT_PAY_DRIVER', 'E_INVOICE_DRIVER', 'LOGISTICS_DRIVER', 'E_SIGN_DRIVER']) {
        expect(message).toMatch(new RegExp(`${name}: 沙箱驱动不能在 NODE_ENV=production 下运行`));
      }
    }
  });

  it('refuses the SMS and WeChat sign-in sandboxes even when the other providers are real', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_WECHAT_LOGIN, ALLOW_SANDBOX: 'true' })).toThrow(/SMS_DRIVER: 沙箱驱动/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMS, ALLOW_SANDBOX: 'true' })).toThrow(/WECHAT_LOGIN_DRIVER: 沙箱驱动/);
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMS, ...PRODUCTION_WECHAT_LOGIN, ALLOW_SANDBOX: 'true' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toMatch(/SMS_DRIVER|WECHAT_LOGIN_DRIVER/);
    expect(message).toMatch(/E_INVOICE_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行，请配置生产驱动/);
    expect(message).toMatch(/LOGISTICS_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行，请配置生产驱动/);
    expect(message).toMatch(/E_SIGN_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行，请配置生产驱动/);
  });

  it('refuses the e-sign sandbox alone when every other provider is real', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMS, ...PRODUCTION_WECHAT_LOGIN, ...PRODUCTION_WECHAT_PAY, ...PRODUCTION_E_INVOICE, ...PRODUCTION_LOGISTICS }),
    ).toThrow(/^配置无效：\nE_SIGN_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行，请配置生产驱动$/);
  });

  it('still runs the sandboxes outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ smsDriver: 'sandbox', weChatLoginDriver: 'sandbox' });
  });
});

describe('the production SMS driver (Alibaba Cloud SMS)', () => {
  it('needs its access key, signature and template', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID: SMS_DRIVER=aliyun 时必须设置[\s\S]*ALIYUN_SMS_TEMPLATE_CODE/);
    const config = loadConfig(PRODUCTION_SMS);
    expect(config.smsDriver).toBe('aliyun');
    expect(config.aliyunSms).toEqual({
      accessKeyId: 'LTAI5tTestKeyId',
      accessKeySecret: 'test-secret-0123456789',
      signName: '羽毛球等级评定',
      templateCode: 'SMS_123456789',
      templateParam: 'code',
      regionId: 'cn-hangzhou',
      endpoint: 'https://dysmsapi.aliyuncs.com',
    });
  });
});

describe('the production WeChat sign-in driver (open platform website OAuth2)', () => {
  it('needs its AppID, AppSecret and the public origin the callback lives at', () => {
    expect(() => loadConfig({ WECHAT_LOGIN_DRIVER: 'open-platform' })).toThrow(/WECHAT_LOGIN_APPID[\s\S]*WECHAT_LOGIN_APP_SECRET[\s\S]*PUBLIC_BASE_URL/);
    const config = loadConfig(PRODUCTION_WECHAT_LOGIN);
    expect(config.weChatLoginDriver).toBe('open-platform');
    expect(config.weChatOpenPlatform).toEqual({
      appid: 'wx1234567890abcdef',
      appSecret: '0123456789abcdef0123456789abcdef',
      redirectUri: 'https://badminton.example.cn/api/wechat/sign-in/callback',
      authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
      apiBaseUrl: 'https://api.weixin.qq.com',
    });
  });
});

describe('the production e-invoice driver (Nuonuo open platform)', () => {
  it('needs its app, token, seller and line-item settings, each named when missing', () => {
    let message = '';
    try {
      loadConfig({ E_INVOICE_DRIVER: 'nuonuo' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(PRODUCTION_E_INVOICE).filter((name) => name !== 'E_INVOICE_DRIVER')) {
      expect(message).toMatch(new RegExp(`${name}: E_INVOICE_DRIVER=nuonuo 时必须设置`));
    }
    const config = loadConfig(PRODUCTION_E_INVOICE);
    expect(config.eInvoiceDriver).toBe('nuonuo');
    expect(config.nuonuo).toMatchObject({ apiUrl: 'https://sdk.nuonuo.com/open/v1/services', appKey: '23942958', sellerTaxNo: '91110000MA00TEST01', taxRate: '0.06' });
    expect(loadConfig({}).nuonuo).toBeUndefined();
  });
});

describe('the production e-sign driver (法大大 API v2)', () => {
  it('needs its address, app id and secret and the public origin, each named when missing', () => {
    let message = '';
    try {
      loadConfig({ E_SIGN_DRIVER: 'fadada' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['FADADA_BASE_URL', 'FADADA_APP_ID', 'FADADA_APP_SECRET', 'PUBLIC_BASE_URL']) {
      expect(message).toMatch(new RegExp(`${name}: E_SIGN_DRIVER=fadada 时必须设置`));
    }
    expect(() => loadConfig({ ...PRODUCTION_E_SIGN, FADADA_APP_SECRET: 'short' })).toThrow(/FADADA_APP_SECRET: 应为法大大分配的 app_secret/);
    expect(() => loadConfig({ ...PRODUCTION_E_SIGN, FADADA_BASE_URL: 'ftp://x' })).toThrow(/FADADA_BASE_URL/);
    expect(() => loadConfig({ E_SIGN_DRIVER: 'esign' })).toThrow(/E_SIGN_DRIVER: 可选值：sandbox、fadada/);
    const config = loadConfig({ ...PRODUCTION_E_SIGN, FADADA_BASE_URL: 'https://testapi.fadada.com:8443/api' });
    expect(config.eSignDriver).toBe('fadada');
    expect(config.fadada).toEqual({
      baseUrl: 'https://testapi.fadada.com:8443/api/',
      appId: '404068',
      appSecret: 'test-fadada-secret-0123',
      filesBaseUrl: 'https://badminton.example.cn/api/e-sign/files/',
    });
    expect(loadConfig({})).toMatchObject({ eSignDriver: 'sandbox', fadada: undefined });
  });
});

describe('production with every production driver', () => {
  it('is accepted', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...PRODUCTION_SMS,
      ...PRODUCTION_WECHAT_LOGIN,
      ...PRODUCTION_WECHAT_PAY,
      ...PRODUCTION_E_INVOICE,
      ...PRODUCTION_LOGISTICS,
      ...PRODUCTION_E_SIGN,
    });
    expect(config).toMatchObject({ smsDriver: 'aliyun', weChatLoginDriver: 'open-platform', eInvoiceDriver: 'nuonuo', logisticsDriver: 'sf', eSignDriver: 'fadada' });
    expect(config.weChatPay.driver).toBe('production');
  });
});

describe('the production logistics driver (SF Express route query)', () => {
  it('needs its address, client code and checkword, each named when missing', () => {
    let message = '';
    try {
      loadConfig({ LOGISTICS_DRIVER: 'sf' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['SF_API_URL', 'SF_CLIENT_CODE', 'SF_CHECKWORD']) expect(message).toMatch(new RegExp(`${name}: LOGISTICS_DRIVER=sf 时必须设置`));
    expect(() => loadConfig({ ...PRODUCTION_LOGISTICS, SF_CHECKWORD: '' })).toThrow(/SF_CHECKWORD: LOGISTICS_DRIVER=sf 时必须设置/);
    const config = loadConfig(PRODUCTION_LOGISTICS);
    expect(config.logisticsDriver).toBe('sf');
    expect(config.sf).toEqual({ apiUrl: 'https://bsp-oisp.sf-express.com/bsp-oisp/sfexpressService', clientCode: 'BADM_TEST01', checkword: 'test-checkword-0123456789' });
    expect(loadConfig({}).sf).toBeUndefined();
  });
});

describe('the WeChat sign-in callback in production', () => {
  it('must be https (the state cookie is Secure there)', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SMS, ...PRODUCTION_WECHAT_LOGIN, PUBLIC_BASE_URL: 'http://badminton.example.cn' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PUBLIC_BASE_URL: WECHAT_LOGIN_DRIVER=open-platform 在生产环境下须为 https:\/\/ 地址/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...PRODUCTION_WECHAT_LOGIN, PUBLIC_BASE_URL: 'http://127.0.0.1:8080' })).not.toThrow();
  });
});

describe('who may reach the sandbox pages', () => {
  it('is loopback by default; SANDBOX_DEV_ROUTES_FROM widens it to addresses and ranges', () => {
    expect(loadConfig({}).sandboxDevRoutesFrom).toEqual(['loopback']);
    expect(loadConfig({ SANDBOX_DEV_ROUTES_FROM: 'loopback, 192.168.1.0/24,10.0.0.7' }).sandboxDevRoutesFrom).toEqual(['loopback', '192.168.1.0/24', '10.0.0.7']);
    expect(() => loadConfig({ SANDBOX_DEV_ROUTES_FROM: 'everyone' })).toThrow(/SANDBOX_DEV_ROUTES_FROM/);
  });
});
