import { createPrivateKey, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { CHILD_TRACK_AGE_LIMIT } from '@badminton/validation';

/**
 * Runtime configuration, validated once at boot.
 * This is the only module that reads `process.env`; everything else receives a `Config`.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: '应为 true 或 false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Smallest RSA modulus accepted for the sign-in key pair. */
export const MIN_RSA_KEY_BITS = 2048;

/**
 * A PEM private key (PKCS#1 or PKCS#8, unencrypted). `\n` escapes are turned into line breaks, so
 * the key fits in one environment line. Refuses anything that is not an RSA key of at least 2048 bits.
 */
const rsaPrivateKeyPem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .superRefine((pem, context) => {
    try {
      const key = createPrivateKey({ key: pem, format: 'pem' });
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (key.asymmetricKeyType !== 'rsa') context.addIssue({ code: 'custom', message: '应为 RSA 私钥' });
      else if (bits < MIN_RSA_KEY_BITS) context.addIssue({ code: 'custom', message: `RSA 私钥至少 ${MIN_RSA_KEY_BITS} 位` });
    } catch {
      context.addIssue({ code: 'custom', message: '不是有效的 PEM 私钥（未加密的 PKCS#1 或 PKCS#8）' });
    }
  });

/** A PEM public key or X.509 certificate (the WeChat Pay platform certificate or public key); `\n` escapes allowed. */
const publicKeyPem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .superRefine((pem, context) => {
    try {
      createPublicKey(pem);
    } catch {
      context.addIssue({ code: 'custom', message: '不是有效的 PEM 公钥或证书' });
    }
  });

/** Most proxy hops `TRUST_PROXY` may name (a deployment with more is a mistake). */
export const MAX_PROXY_HOPS = 10;

/** Names proxy-addr (Fastify's `trustProxy`) understands for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_TRUE =
  '不接受 true：它会把客户端自己填写的 X-Forwarded-For 最左一项当作客户端地址，按地址的限制即可被绕过。' +
  '请写代理的层数（如 1）或代理的地址/网段（如 10.0.0.1,10.0.0.0/8）';

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers are trusted proxies (Fastify's `trustProxy`): `false` none (the socket address is the client);
 * a number of hops (the client is that many addresses from the right of `X-Forwarded-For`, never the left-most
 * entry a client wrote itself); or a list of proxy addresses / CIDR ranges. `true` is refused (decision 0021).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0' || lower === 'no') return false;
    if (lower === 'true' || lower === 'yes') {
      context.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_PROXY_HOPS) context.addIssue({ code: 'custom', message: `代理层数不能超过 ${MAX_PROXY_HOPS}` });
      return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `应为代理层数，或以逗号分隔的代理地址/网段；无效：${invalid.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

const positiveInteger = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^rediss?$/, error: '应为 redis:// 或 rediss:// 地址' }).optional()),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,40}$/, '只能含字母、数字和 _ : . -，至多 40 个字符').default('bm:'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  DEMO_DATA: booleanFlag.default(true),
  MIGRATE_ON_START: booleanFlag.default(true),
  TRUST_PROXY: trustProxySetting.default(false),
  RENDER_KEY: z.preprocess(blankAsUndefined, z.string().min(32, '至少 32 个字符').optional()),
  RSA_PRIVATE_KEY_PEM: z.preprocess(blankAsUndefined, rsaPrivateKeyPem.optional()),
  SMS_DRIVER: z.enum(['sandbox', 'aliyun'], { error: '可选值：sandbox、aliyun' }).default('sandbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Za-z]{8,64}$/, '应为阿里云 AccessKey ID').optional()),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.preprocess(blankAsUndefined, z.string().min(8, '应为阿里云 AccessKey Secret').optional()),
  ALIYUN_SMS_SIGN_NAME: z.preprocess(blankAsUndefined, z.string().min(2, '应为审核通过的短信签名').max(12, '短信签名不超过 12 个字').optional()),
  ALIYUN_SMS_TEMPLATE_CODE: z.preprocess(blankAsUndefined, z.string().regex(/^SMS_\d{3,}$/, '应为 SMS_ 开头的模板 CODE').optional()),
  ALIYUN_SMS_TEMPLATE_PARAM: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,31}$/, '应为模板中验证码变量的名称').default('code'),
  ALIYUN_SMS_REGION_ID: z.string().regex(/^[a-z0-9-]{2,32}$/, '应为地域 ID，如 cn-hangzhou').default('cn-hangzhou'),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).default('https://dysmsapi.aliyuncs.com'),
  WECHAT_LOGIN_DRIVER: z.enum(['sandbox', 'open-platform'], { error: '可选值：sandbox、open-platform' }).default('sandbox'),
  WECHAT_LOGIN_APPID: z.preprocess(blankAsUndefined, z.string().regex(/^wx[0-9a-zA-Z]{6,30}$/, '应为 wx 开头的网站应用 AppID').optional()),
  WECHAT_LOGIN_APP_SECRET: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Za-z]{16,64}$/, '应为网站应用的 AppSecret').optional()),
  WECHAT_LOGIN_AUTHORIZE_URL: z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).default('https://open.weixin.qq.com/connect/qrconnect'),
  WECHAT_LOGIN_API_BASE_URL: z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).default('https://api.weixin.qq.com'),
  SANDBOX_DEV_ROUTES_FROM: z
    .string()
    .trim()
    .transform((value, context): string[] => {
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const invalid = entries.filter((entry) => !isAddressOrRange(entry));
      if (entries.length === 0 || invalid.length > 0) {
        context.addIssue({ code: 'custom', message: `应为以逗号分隔的地址/网段（或 loopback）；无效：${invalid.join(', ') || '（空）'}` });
        return z.NEVER;
      }
      return entries;
    })
    .default(['loopback']),
  WECHAT_PAY_DRIVER: z.enum(['sandbox', 'production'], { error: '可选值：sandbox、production' }).default('sandbox'),
  E_INVOICE_DRIVER: z.enum(['sandbox', 'nuonuo'], { error: '可选值：sandbox、nuonuo' }).default('sandbox'),
  NUONUO_API_URL: z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).default('https://sdk.nuonuo.com/open/v1/services'),
  NUONUO_APP_KEY: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Za-z]{4,64}$/, '应为诺诺开放平台应用的 appKey').optional()),
  NUONUO_APP_SECRET: z.preprocess(blankAsUndefined, z.string().min(8, '应为诺诺开放平台应用的 appSecret').optional()),
  NUONUO_ACCESS_TOKEN: z.preprocess(blankAsUndefined, z.string().min(8, '应为诺诺开放平台的 accessToken').optional()),
  NUONUO_SELLER_TAX_NO: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Z]{15,20}$/, '应为销方纳税人识别号（15 至 20 位数字或大写字母）').optional()),
  NUONUO_SELLER_ADDRESS: z.preprocess(blankAsUndefined, z.string().min(2, '应为销方地址').optional()),
  NUONUO_SELLER_TEL: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9-]{5,20}$/, '应为销方电话').optional()),
  NUONUO_CLERK: z.preprocess(blankAsUndefined, z.string().min(1).max(20, '开票员不超过 20 个字').optional()),
  NUONUO_GOODS_CODE: z.preprocess(blankAsUndefined, z.string().regex(/^\d{19}$/, '应为 19 位税收分类编码').optional()),
  NUONUO_TAX_RATE: z.string().regex(/^0(\.\d{1,2})?$/, '应为小数税率，如 0.06').default('0.06'),
  LOGISTICS_DRIVER: z.enum(['sandbox', 'sf'], { error: '可选值：sandbox、sf' }).default('sandbox'),
  E_SIGN_DRIVER: z.enum(['sandbox', 'fadada'], { error: '可选值：sandbox、fadada' }).default('sandbox'),
  FADADA_BASE_URL: z.preprocess(
    blankAsUndefined,
    z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的法大大接口地址（以 / 结尾，如 https://testapi.fadada.com:8443/api/）' }).optional(),
  ),
  FADADA_APP_ID: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Za-z]{3,32}$/, '应为法大大分配的 app_id').optional()),
  FADADA_APP_SECRET: z.preprocess(blankAsUndefined, z.string().regex(/^[\x21-\x7e]{8,128}$/, '应为法大大分配的 app_secret（8 至 128 个可见字符）').optional()),
  SF_API_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的顺丰接口地址' }).optional()),
  SF_CLIENT_CODE: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Za-z_-]{2,64}$/, '应为顺丰分配的顾客编码').optional()),
  SF_CHECKWORD: z.preprocess(blankAsUndefined, z.string().min(8, '应为顺丰分配的校验码（checkword）').optional()),
  PUBLIC_BASE_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).optional()),
  WECHAT_PAY_MCHID: z.preprocess(blankAsUndefined, z.string().regex(/^\d{6,32}$/, '应为商户号（数字）').optional()),
  WECHAT_PAY_APPID: z.preprocess(blankAsUndefined, z.string().regex(/^wx[0-9a-zA-Z]{6,30}$/, '应为 wx 开头的 AppID').optional()),
  WECHAT_PAY_MERCHANT_SERIAL_NO: z.preprocess(blankAsUndefined, z.string().regex(/^[0-9A-Fa-f]{8,64}$/, '应为商户 API 证书序列号（十六进制）').optional()),
  WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM: z.preprocess(blankAsUndefined, rsaPrivateKeyPem.optional()),
  WECHAT_PAY_API_V3_KEY: z.preprocess(blankAsUndefined, z.string().refine((value) => Buffer.byteLength(value, 'utf8') === 32, '应为 32 个字符的 APIv3 密钥').optional()),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM: z.preprocess(blankAsUndefined, publicKeyPem.optional()),
  WECHAT_PAY_PLATFORM_SERIAL: z.preprocess(
    blankAsUndefined,
    z.string().regex(/^[0-9A-Za-z_]{8,64}(,[0-9A-Za-z_]{8,64})*$/, '应为平台证书序列号或微信支付公钥 ID（多个以逗号分隔，与公钥一一对应）').optional(),
  ),
  WECHAT_PAY_NOTIFY_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https$/, error: '应为 https:// 开头的回调地址' }).optional()),
  WECHAT_PAY_API_BASE_URL: z.url({ protocol: /^https?$/, error: '应为 http(s):// 开头的地址' }).default('https://api.mch.weixin.qq.com'),
  /** No longer lets a sandbox run in production (issue 22 point 8); read only to say so. */
  ALLOW_SANDBOX: booleanFlag.default(false),
  SMS_DAILY_LIMIT_PER_MOBILE: positiveInteger(10),
  SMS_DAILY_LIMIT_PER_ADDRESS: positiveInteger(30),
  SIGN_IN_FAILURES_PER_ACCOUNT: positiveInteger(5),
  SIGN_IN_FAILURES_PER_ADDRESS: positiveInteger(20),
  SESSION_MAX_HOURS: z.coerce
    .number({ error: '应为整数' })
    .int('应为整数')
    .min(1, '不能小于 1')
    .max(24 * 30, '不能大于 720')
    .default(12),
  CHILD_AGE_LIMIT: z.coerce
    .number({ error: '应为整数' })
    .int('应为整数')
    .min(6, '不能小于 6')
    .max(30, '不能大于 30')
    .default(CHILD_TRACK_AGE_LIMIT),
  JOB_POLL_MS: z.coerce.number({ error: '应为整数' }).int('应为整数').min(0, '不能小于 0').max(60_000, '不能大于 60000').default(1000),
});

/** Drivers that exist per provider; `sandbox` is the default and always refused in production. */
const SANDBOX_DRIVER_VARIABLES = ['SMS_DRIVER', 'WECHAT_LOGIN_DRIVER', 'WECHAT_PAY_DRIVER', 'E_INVOICE_DRIVER', 'LOGISTICS_DRIVER', 'E_SIGN_DRIVER'] as const;

/** What the Nuonuo (诺诺开放平台) e-invoice driver needs. */
const NUONUO_VARIABLES = [
  'NUONUO_APP_KEY',
  'NUONUO_APP_SECRET',
  'NUONUO_ACCESS_TOKEN',
  'NUONUO_SELLER_TAX_NO',
  'NUONUO_SELLER_ADDRESS',
  'NUONUO_SELLER_TEL',
  'NUONUO_CLERK',
  'NUONUO_GOODS_CODE',
] as const;

/**
 * What the 法大大 (FADADA) e-signing driver needs (decision 0056). PUBLIC_BASE_URL: the platform downloads the
 * real-name images from the service (`<PUBLIC_BASE_URL>/api/e-sign/files/…`).
 */
const FADADA_VARIABLES = ['FADADA_BASE_URL', 'FADADA_APP_ID', 'FADADA_APP_SECRET', 'PUBLIC_BASE_URL'] as const;

/** What the SF Express route-query driver needs. */
const SF_VARIABLES = ['SF_API_URL', 'SF_CLIENT_CODE', 'SF_CHECKWORD'] as const;

/** What the Alibaba Cloud SMS driver needs. */
const ALIYUN_SMS_VARIABLES = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;

/** What the WeChat open-platform sign-in driver needs (the callback address is derived from PUBLIC_BASE_URL). */
const WECHAT_LOGIN_VARIABLES = ['WECHAT_LOGIN_APPID', 'WECHAT_LOGIN_APP_SECRET', 'PUBLIC_BASE_URL'] as const;

/** Where 法大大 downloads the real-name images the production e-sign driver stored (decision 0056). */
export const E_SIGN_FILES_PATH = '/api/e-sign/files';

/** The path WeChat sends the browser back to after the QR-code sign-in (`redirect_uri`). */
export const WECHAT_SIGN_IN_CALLBACK_PATH = '/api/wechat/sign-in/callback';

/** What the production WeChat Pay driver needs (decision 0030). */
const WECHAT_PAY_PRODUCTION_VARIABLES = [
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_MERCHANT_SERIAL_NO',
  'WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM',
  'WECHAT_PAY_PLATFORM_SERIAL',
  'WECHAT_PAY_NOTIFY_URL',
] as const;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `<dataDir>/pgdata` is used. */
  databaseUrl: string | undefined;
  /**
   * Redis, for several copies of the service (issue 27, decision 0079): the answer cache's tag versions and the
   * in-process rate limits are then shared by every copy. Unset: one copy, both kept in the process.
   */
  redisUrl: string | undefined;
  /** Prefix of every Redis key the service writes (copies of one deployment share it; two deployments must not). */
  redisKeyPrefix: string;
  dataDir: string;
  /** Load the demo content on a first start with an empty database. */
  demoData: boolean;
  /**
   * Apply the migrations (and the reference data) at boot. `false` for a deployment with a separate migrate step
   * (`pnpm --filter @badminton/api migrate`, decision 0081): the service then refuses to start on a database behind it.
   */
  migrateOnStart: boolean;
  /** Root of the local file storage, served at `/wwwroot/`. */
  storageRoot: string;
  /**
   * Trusted reverse proxies (Fastify's `trustProxy`): `false` none; a number of hops; or proxy addresses / CIDR
   * ranges. The client address is then read from `X-Forwarded-For`, right to left, skipping only trusted proxies.
   */
  trustProxy: false | number | string[];
  /**
   * The key the web tier sends in `x-bm-render-key` to the internal render endpoints (`/api/render/*`,
   * http/render-routes.ts); without it those endpoints do not exist.
   */
  renderKey: string | undefined;
  /** The sign-in RSA key pair: supplied as a PEM private key, or generated into `<dataDir>/keys/` on the first start. */
  rsaPrivateKeyPem: string | undefined;
  /** Folder of the generated key pair. */
  keysDir: string;
  /** SMS driver (`SMS_DRIVER`): `sandbox` (the outbox at `/dev/sms-outbox`) or `aliyun` (Alibaba Cloud SMS SendSms). */
  smsDriver: 'sandbox' | 'aliyun';
  /** The Alibaba Cloud SMS settings, with `smsDriver: 'aliyun'`. */
  aliyunSms: AliyunSmsConfig | undefined;
  /** WeChat sign-in driver (`WECHAT_LOGIN_DRIVER`): `sandbox` (`/dev/wechat-login`) or `open-platform` (website OAuth2). */
  weChatLoginDriver: 'sandbox' | 'open-platform';
  /** The open-platform website application, with `weChatLoginDriver: 'open-platform'`. */
  weChatOpenPlatform: WeChatOpenPlatformConfig | undefined;
  /**
   * Socket addresses / ranges (`loopback` = 127.0.0.0/8 and ::1) that may use the sandbox pages `/dev/*` outside
   * production (`SANDBOX_DEV_ROUTES_FROM`); the pay page with a pay code it issued is open to anyone.
   */
  sandboxDevRoutesFrom: string[];
  /** E-invoice platform (`E_INVOICE_DRIVER`; decisions 0033, 0052): the sandbox issues after a short delay; `nuonuo`. */
  eInvoiceDriver: 'sandbox' | 'nuonuo';
  /** The Nuonuo open platform (诺诺开放平台), with `eInvoiceDriver: 'nuonuo'`. */
  nuonuo: NuonuoConfig | undefined;
  /** Logistics route query (`LOGISTICS_DRIVER`; decision 0033): the sandbox answers SF-style respXml, `sf` asks SF Express. */
  logisticsDriver: 'sandbox' | 'sf';
  /** The SF Express classic route query, with `logisticsDriver: 'sf'`. */
  sf: SfConfig | undefined;
  /** E-signing and enterprise real-name (`E_SIGN_DRIVER`; decision 0056): the sandbox, or `fadada` (法大大 API v2). */
  eSignDriver: 'sandbox' | 'fadada';
  /** The 法大大 open platform, with `eSignDriver: 'fadada'`. */
  fadada: FadadaConfig | undefined;
  /**
   * WeChat Pay (Native, API v3): the `sandbox` driver (its own keys in `keysDir`, its pay page 模拟微信支付) or the
   * `production` driver with the merchant's settings (decision 0030).
   */
  weChatPay: WeChatPayConfig;
  /** The service's public origin (`PUBLIC_BASE_URL`; default `http://localhost:<PORT>`): the sandbox code_url's prefix. */
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL is set: the sandbox code_url always uses it; unset, it uses the page's origin (issue 28.8). */
  publicBaseUrlSet: boolean;
  limits: AccountLimits;
  /** A session ends this many hours after sign-in however active it is (besides the 2 h idle limit). */
  sessionMaxHours: number;
  /**
   * Children's grades are open only below this age on the test date (req: test-sign-up-and-orders.md#eligibility;
   * default 18).
   */
  childAgeLimit: number;
  /** How often the job worker looks for due jobs (ms); 0 runs jobs only when driven (tests). */
  jobPollMs: number;
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名 (approved in the console). */
  signName: string;
  /** 模板 CODE of the verification-code template. */
  templateCode: string;
  /** The template's variable that receives the code (`${code}` → `code`). */
  templateParam: string;
  regionId: string;
  /** `https://dysmsapi.aliyuncs.com`; a test points it at its fake. */
  endpoint: string;
}

export interface NuonuoConfig {
  /** `https://sdk.nuonuo.com/open/v1/services` (sandbox `https://sandbox.nuonuocs.cn/open/v1/services`); a test points it at its fake. */
  apiUrl: string;
  appKey: string;
  appSecret: string;
  /** The 自用型应用's access token (set to never expire in the console, or renewed by the operator). */
  accessToken: string;
  /** 销方税号, sent as `userTax` and `salerTaxNum`. */
  sellerTaxNo: string;
  sellerAddress: string;
  sellerTel: string;
  /** 开票员. */
  clerk: string;
  /** 税收分类编码 of the line item (19 digits). */
  goodsCode: string;
  /** Tax rate of the line item, e.g. `0.06`. */
  taxRate: string;
}

export interface SfConfig {
  /** The classic XML interface (`https://bsp-oisp.sf-express.com/bsp-oisp/sfexpressService`; a test points it at its fake). */
  apiUrl: string;
  /** 顾客编码. */
  clientCode: string;
  /** 校验码 (checkword). */
  checkword: string;
}

export interface FadadaConfig {
  /** The API base, ending in `/` (`https://testapi.fadada.com:8443/api/` is the platform's test environment). */
  baseUrl: string;
  appId: string;
  appSecret: string;
  /** Where the platform downloads the real-name images: `<PUBLIC_BASE_URL>/api/e-sign/files/`. */
  filesBaseUrl: string;
}

export interface WeChatOpenPlatformConfig {
  /** The website application's AppID (open.weixin.qq.com). */
  appid: string;
  appSecret: string;
  /** `redirect_uri`: `<PUBLIC_BASE_URL>/api/wechat/sign-in/callback` (its host is the application's 授权回调域). */
  redirectUri: string;
  /** `https://open.weixin.qq.com/connect/qrconnect`. */
  authorizeUrl: string;
  /** `https://api.weixin.qq.com` (`/sns/oauth2/access_token`). */
  apiBaseUrl: string;
}

export type WeChatPayConfig =
  | { driver: 'sandbox' }
  | {
      driver: 'production';
      mchid: string;
      appid: string;
      merchantSerialNo: string;
      merchantPrivateKeyPem: string;
      apiV3Key: string;
      platformPublicKeyPem: string;
      platformSerial: string;
      notifyUrl: string;
      apiBaseUrl: string;
    };

/** Configurable abuse limits of the account calls. */
export interface AccountLimits {
  /** SMS codes per mobile per day (Asia/Shanghai calendar day). */
  smsPerMobilePerDay: number;
  /** SMS codes per client address per day. */
  smsPerAddressPerDay: number;
  /** Failed sign-ins per account within 15 minutes before sign-in pauses. */
  signInFailuresPerAccount: number;
  /** Failed sign-ins per client address within 15 minutes. */
  signInFailuresPerAddress: number;
}

export class ConfigError extends Error {}

/** In production the WeChat sign-in callback must be https: WeChat redirects there and the state cookie is Secure. */
function productionHttpsProblems(values: { WECHAT_LOGIN_DRIVER: string; PUBLIC_BASE_URL?: string }): string[] {
  if (values.WECHAT_LOGIN_DRIVER !== 'open-platform' || values.PUBLIC_BASE_URL === undefined) return [];
  return values.PUBLIC_BASE_URL.startsWith('https://') ? [] : ['PUBLIC_BASE_URL: WECHAT_LOGIN_DRIVER=open-platform 在生产环境下须为 https:// 地址'];
}

/** Validates an environment (default: `process.env`) into a `Config`; throws `ConfigError` listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`配置无效：\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') {
    // No escape (issue 22 point 8): a sandbox in production opened /dev/sms-outbox and /dev/wechat-login to anyone.
    const sandboxes = SANDBOX_DRIVER_VARIABLES.filter((name) => values[name] === 'sandbox');
    if (sandboxes.length > 0) {
      const problems = sandboxes.map((name) => `${name}: 沙箱驱动不能在 NODE_ENV=production 下运行，请配置生产驱动`);
      if (values.ALLOW_SANDBOX) problems.push('ALLOW_SANDBOX: 已不再允许在 NODE_ENV=production 下运行沙箱驱动');
      throw new ConfigError(`配置无效：\n${[...problems, ...productionHttpsProblems(values)].join('\n')}`);
    }
    const https = productionHttpsProblems(values);
    if (https.length > 0) throw new ConfigError(`配置无效：\n${https.join('\n')}`);
  }
  const missingDriverSettings = [
    ...(values.SMS_DRIVER === 'aliyun' ? ALIYUN_SMS_VARIABLES.filter((name) => values[name] === undefined).map((name) => `${name}: SMS_DRIVER=aliyun 时必须设置`) : []),
    ...(values.WECHAT_LOGIN_DRIVER === 'open-platform'
      ? WECHAT_LOGIN_VARIABLES.filter((name) => values[name] === undefined).map((name) => `${name}: WECHAT_LOGIN_DRIVER=open-platform 时必须设置`)
      : []),
    ...(values.E_INVOICE_DRIVER === 'nuonuo' ? NUONUO_VARIABLES.filter((name) => values[name] === undefined).map((name) => `${name}: E_INVOICE_DRIVER=nuonuo 时必须设置`) : []),
    ...(values.LOGISTICS_DRIVER === 'sf' ? SF_VARIABLES.filter((name) => values[name] === undefined).map((name) => `${name}: LOGISTICS_DRIVER=sf 时必须设置`) : []),
    ...(values.E_SIGN_DRIVER === 'fadada' ? FADADA_VARIABLES.filter((name) => values[name] === undefined).map((name) => `${name}: E_SIGN_DRIVER=fadada 时必须设置`) : []),
  ];
  if (missingDriverSettings.length > 0) throw new ConfigError(`配置无效：\n${missingDriverSettings.join('\n')}`);
  if (values.WECHAT_PAY_DRIVER === 'production') {
    const missing = WECHAT_PAY_PRODUCTION_VARIABLES.filter((name) => values[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`配置无效：\n${missing.map((name) => `${name}: WECHAT_PAY_DRIVER=production 时必须设置`).join('\n')}`);
    }
  }
  const weChatPay: WeChatPayConfig =
    values.WECHAT_PAY_DRIVER === 'production'
      ? {
          driver: 'production',
          mchid: values.WECHAT_PAY_MCHID as string,
          appid: values.WECHAT_PAY_APPID as string,
          merchantSerialNo: values.WECHAT_PAY_MERCHANT_SERIAL_NO as string,
          merchantPrivateKeyPem: values.WECHAT_PAY_MERCHANT_PRIVATE_KEY_PEM as string,
          apiV3Key: values.WECHAT_PAY_API_V3_KEY as string,
          platformPublicKeyPem: values.WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM as string,
          platformSerial: values.WECHAT_PAY_PLATFORM_SERIAL as string,
          notifyUrl: values.WECHAT_PAY_NOTIFY_URL as string,
          apiBaseUrl: values.WECHAT_PAY_API_BASE_URL,
        }
      : { driver: 'sandbox' };
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    dataDir,
    demoData: values.DEMO_DATA,
    migrateOnStart: values.MIGRATE_ON_START,
    storageRoot: path.join(dataDir, 'wwwroot'),
    trustProxy: values.TRUST_PROXY,
    renderKey: values.RENDER_KEY,
    rsaPrivateKeyPem: values.RSA_PRIVATE_KEY_PEM,
    keysDir: path.join(dataDir, 'keys'),
    smsDriver: values.SMS_DRIVER,
    aliyunSms:
      values.SMS_DRIVER === 'aliyun'
        ? {
            accessKeyId: values.ALIYUN_SMS_ACCESS_KEY_ID as string,
            accessKeySecret: values.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
            signName: values.ALIYUN_SMS_SIGN_NAME as string,
            templateCode: values.ALIYUN_SMS_TEMPLATE_CODE as string,
            templateParam: values.ALIYUN_SMS_TEMPLATE_PARAM,
            regionId: values.ALIYUN_SMS_REGION_ID,
            endpoint: values.ALIYUN_SMS_ENDPOINT.replace(/\/$/, ''),
          }
        : undefined,
    weChatLoginDriver: values.WECHAT_LOGIN_DRIVER,
    weChatOpenPlatform:
      values.WECHAT_LOGIN_DRIVER === 'open-platform'
        ? {
            appid: values.WECHAT_LOGIN_APPID as string,
            appSecret: values.WECHAT_LOGIN_APP_SECRET as string,
            redirectUri: `${(values.PUBLIC_BASE_URL as string).replace(/\/$/, '')}${WECHAT_SIGN_IN_CALLBACK_PATH}`,
            authorizeUrl: values.WECHAT_LOGIN_AUTHORIZE_URL,
            apiBaseUrl: values.WECHAT_LOGIN_API_BASE_URL.replace(/\/$/, ''),
          }
        : undefined,
    sandboxDevRoutesFrom: values.SANDBOX_DEV_ROUTES_FROM,
    eInvoiceDriver: values.E_INVOICE_DRIVER,
    nuonuo:
      values.E_INVOICE_DRIVER === 'nuonuo'
        ? {
            apiUrl: values.NUONUO_API_URL,
            appKey: values.NUONUO_APP_KEY as string,
            appSecret: values.NUONUO_APP_SECRET as string,
            accessToken: values.NUONUO_ACCESS_TOKEN as string,
            sellerTaxNo: values.NUONUO_SELLER_TAX_NO as string,
            sellerAddress: values.NUONUO_SELLER_ADDRESS as string,
            sellerTel: values.NUONUO_SELLER_TEL as string,
            clerk: values.NUONUO_CLERK as string,
            goodsCode: values.NUONUO_GOODS_CODE as string,
            taxRate: values.NUONUO_TAX_RATE,
          }
        : undefined,
    logisticsDriver: values.LOGISTICS_DRIVER,
    sf:
      values.LOGISTICS_DRIVER === 'sf'
        ? { apiUrl: values.SF_API_URL as string, clientCode: values.SF_CLIENT_CODE as string, checkword: values.SF_CHECKWORD as string }
        : undefined,
    eSignDriver: values.E_SIGN_DRIVER,
    fadada:
      values.E_SIGN_DRIVER === 'fadada'
        ? {
            baseUrl: (values.FADADA_BASE_URL as string).replace(/\/?$/, '/'),
            appId: values.FADADA_APP_ID as string,
            appSecret: values.FADADA_APP_SECRET as string,
            filesBaseUrl: `${(values.PUBLIC_BASE_URL as string).replace(/\/$/, '')}${E_SIGN_FILES_PATH}/`,
          }
        : undefined,
    weChatPay,
    publicBaseUrl: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    publicBaseUrlSet: values.PUBLIC_BASE_URL !== undefined,
    limits: {
      smsPerMobilePerDay: values.SMS_DAILY_LIMIT_PER_MOBILE,
      smsPerAddressPerDay: values.SMS_DAILY_LIMIT_PER_ADDRESS,
      signInFailuresPerAccount: values.SIGN_IN_FAILURES_PER_ACCOUNT,
      signInFailuresPerAddress: values.SIGN_IN_FAILURES_PER_ADDRESS,
    },
    sessionMaxHours: values.SESSION_MAX_HOURS,
    childAgeLimit: values.CHILD_AGE_LIMIT,
    jobPollMs: values.JOB_POLL_MS,
  };
}
