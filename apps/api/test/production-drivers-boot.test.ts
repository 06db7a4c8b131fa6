import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/lib/clock';
import { createESign } from '../src/providers/e-sign';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { openTestDatabase } from './helpers/database';

/**
 * `NODE_ENV=production` with every provider on its production driver: the configuration is accepted and the app
 * builds each driver from it (no stand-ins) and starts. Nothing calls the providers here (their fakes are tested in
 * `aliyun-sms`, `wechat-*`, `sf-logistics` and `nuonuo-e-invoice`).
 */
describe('production with every production driver', () => {
  it('boots (the app refuses any sandbox driver instance in production, so none was built)', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-api-production-drivers-'));
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JOB_POLL_MS: '0',
      DEMO_DATA: 'false',
      PUBLIC_BASE_URL: 'https://badminton.example.cn',
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tTestKeyId',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret-0123456789',
      ALIYUN_SMS_SIGN_NAME: '羽毛球等级评定',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      WECHAT_LOGIN_DRIVER: 'open-platform',
      WECHAT_LOGIN_APPID: 'wx1234567890abcdef',
      WECHAT_LOGIN_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_PAY_DRIVER: 'production',
      WECHAT_PAY_MCHID: '1900000109',
      WECHAT_PAY_APPID: 'wx1234567890abcdef',
      WECHAT_PAY_MERCHANT_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHAT_PAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
      WECHAT_PAY_NOTIFY_URL: 'https://badminton.example.cn/api/pay/wechat/notify',
      E_INVOICE_DRIVER: 'nuonuo',
      NUONUO_APP_KEY: '23942958',
      NUONUO_APP_SECRET: 'test-nuonuo-secret-0123',
      NUONUO_ACCESS_TOKEN: 'test-access-token-0123',
      NUONUO_SELLER_TAX_NO: '91110000MA00TEST01',
      NUONUO_SELLER_ADDRESS: '北京市东城区体育馆路',
      NUONUO_SELLER_TEL: '010-12345678',
      NUONUO_CLERK: '张三',
      NUONUO_GOODS_CODE: '3070202000000000000',
      LOGISTICS_DRIVER: 'sf',
      SF_API_URL: 'https://bsp-oisp.sf-express.com/bsp-oisp/sfexpressService',
      SF_CLIENT_CODE: 'BADM_TEST01',
      SF_CHECKWORD: 'test-checkword-0123456789',
      E_SIGN_DRIVER: 'fadada',
      FADADA_BASE_URL: 'https://testapi.fadada.com:8443/api/',
      FADADA_APP_ID: '404068',
      FADADA_APP_SECRET: 'test-fadada-secret-0123',
    });
    const database = await openTestDatabase();
    try {
      const app = await buildApp({ config, database });
      await app.ready();
      try {
        expect((await app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/dev/e-sign/sign?k=0123456789abcdef01234567' })).statusCode).toBe(404);
        // the 法大大 driver the configuration builds: its page addresses point at the platform
        const eSign = createESign(config, new LocalDiskStorage(config.storageRoot), systemClock);
        expect(eSign.driver).toBe('fadada');
        expect(eSign.viewUrl('HT1')).toMatch(/^https:\/\/testapi\.fadada\.com:8443\/api\/viewContract\.api\?app_id=404068&v=2\.0&timestamp=\d{14}&contract_id=HT1&msg_digest=/);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      // Production warms the badge images in the background; the folder goes once that is done.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          await rm(dataDir, { recursive: true, force: true });
          break;
        } catch {
          await sleep(250);
        }
      }
    }
  });
});
