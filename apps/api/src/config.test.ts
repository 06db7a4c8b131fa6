import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoData: true,
      logLevel: 'info',
      nodeEnv: 'development',
      renderKey: undefined,
    });
    expect(path.basename(config.dataDir)).toBe('.data');
    expect(config.storageRoot).toBe(path.join(config.dataDir, 'wwwroot'));
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8099',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/api-data',
      DEMO_DATA: 'false',
      RENDER_KEY: 'k'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8099,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/api-data',
      storageRoot: '/tmp/api-data/wwwroot',
      demoData: false,
      renderKey: 'k'.repeat(32),
    });
  });

  it('refuses a render key shorter than 32 characters, and treats an empty one as absent', () => {
    expect(() => loadConfig({ RENDER_KEY: 'k'.repeat(31) })).toThrow(/RENDER_KEY/);
    expect(loadConfig({ RENDER_KEY: '' }).renderKey).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as absent', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('takes a redis:// or rediss:// REDIS_URL, treats an empty one as absent, and checks the key prefix', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/2', redisKeyPrefix: 'bm:' });
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL: 应为 redis:// 或 rediss:// 地址');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'bm prod' })).toThrow(/REDIS_KEY_PREFIX: 只能含字母/);
  });

  it('lists every invalid variable', () => {
    // Asserted on what is thrown, not inside a catch: a call that stopped throwing, or named one variable only,
    // would fail here instead of passing with no assertion run.
    const bad = () => loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/^配置无效：\n/);
    const lines = (() => {
      try {
        bad();
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
      return [];
    })();
    expect(lines.map((line) => line.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'DEMO_DATA', 'PORT']);
  });
});

describe('account settings', () => {
  it('defaults to the sandbox drivers and the documented limits', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smsDriver: 'sandbox',
      weChatLoginDriver: 'sandbox',
      trustProxy: false,
      rsaPrivateKeyPem: undefined,
      limits: { smsPerMobilePerDay: 10, smsPerAddressPerDay: 30, signInFailuresPerAccount: 5, signInFailuresPerAddress: 20 },
    });
    expect(config.keysDir).toBe(path.join(config.dataDir, 'keys'));
  });

  it('refuses the sandbox drivers in production, ALLOW_SANDBOX or not (config-production.test.ts)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_DRIVER[\s\S]*WECHAT_LOGIN_DRIVER/);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: 'true' })).toThrow(/SMS_DRIVER[\s\S]*WECHAT_LOGIN_DRIVER/);
  });

  it('validates a supplied RSA private key (PEM, one line with \\n escapes allowed, at least 2048 bits)', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(loadConfig({ RSA_PRIVATE_KEY_PEM: privateKey }).rsaPrivateKeyPem).toBe(privateKey.trim());
    expect(loadConfig({ RSA_PRIVATE_KEY_PEM: privateKey.replace(/\n/g, '\\n') }).rsaPrivateKeyPem).toBe(privateKey.trim());
    expect(() => loadConfig({ RSA_PRIVATE_KEY_PEM: 'not a key' })).toThrow(/RSA_PRIVATE_KEY_PEM/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(() => loadConfig({ RSA_PRIVATE_KEY_PEM: small.privateKey })).toThrow(/至少 2048 位/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(() => loadConfig({ RSA_PRIVATE_KEY_PEM: ec.privateKey })).toThrow(/应为 RSA 私钥/);
  });

  it('reads the limits', () => {
    expect(loadConfig({ SMS_DAILY_LIMIT_PER_MOBILE: '3', SIGN_IN_FAILURES_PER_ADDRESS: '50' }).limits).toMatchObject({
      smsPerMobilePerDay: 3,
      signInFailuresPerAddress: 50,
    });
    expect(() => loadConfig({ SMS_DAILY_LIMIT_PER_MOBILE: '0' })).toThrow(/SMS_DAILY_LIMIT_PER_MOBILE/);
  });
});

describe('test eligibility', () => {
  it("reads the children's age limit: 18 by default, 6 to 30", () => {
    expect(loadConfig({}).childAgeLimit).toBe(18);
    expect(loadConfig({ CHILD_AGE_LIMIT: '16' }).childAgeLimit).toBe(16);
    expect(() => loadConfig({ CHILD_AGE_LIMIT: '3' })).toThrow(/CHILD_AGE_LIMIT: 不能小于 6/);
    expect(() => loadConfig({ CHILD_AGE_LIMIT: 'eighteen' })).toThrow(/CHILD_AGE_LIMIT/);
  });
});

describe('JOB_POLL_MS', () => {
  it('polls every second by default; 0 leaves jobs to be driven; bounded', () => {
    expect(loadConfig({}).jobPollMs).toBe(1000);
    expect(loadConfig({ JOB_POLL_MS: '0' }).jobPollMs).toBe(0);
    expect(() => loadConfig({ JOB_POLL_MS: '-1' })).toThrow(/JOB_POLL_MS/);
    expect(() => loadConfig({ JOB_POLL_MS: '60001' })).toThrow(/JOB_POLL_MS/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or when switched off', () => {
    for (const value of [undefined, '', 'false', '0', 'no']) expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('takes a number of hops', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: 代理层数不能超过 10/);
  });

  it('takes proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.example' })).toThrow(/无效：10\.0\.0\.0\/33, proxy\.example/);
  });

  it('refuses true, which would make the client-written left-most X-Forwarded-For entry the address', () => {
    for (const value of ['true', 'TRUE', 'yes']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: 不接受 true/);
  });
});

describe('SESSION_MAX_HOURS', () => {
  it('defaults to 12 hours and is bounded', () => {
    expect(loadConfig({}).sessionMaxHours).toBe(12);
    expect(loadConfig({ SESSION_MAX_HOURS: '24' }).sessionMaxHours).toBe(24);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '1.5' })).toThrow(/SESSION_MAX_HOURS/);
  });
});
