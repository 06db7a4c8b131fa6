import { MESSAGES } from '@badminton/contracts';
import { REQUEST_ID_HEADER, requestIdOf } from '@badminton/contracts/request-id';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, ConfigError } from './config';
import type { DatabaseHandle } from './db/client';
import { registerDocs } from './docs/routes';
import { callRoutes } from './http/call-routes';
import { renderRoutes } from './http/render-routes';
import { parsePageCookie } from './http/page-session';
import { failed } from './http/envelope';
import { installErrorHandler } from './http/errors';
import { buildJobHandlers } from './jobs';
import { jobsPlugin } from './jobs/plugin';
import { JobQueue } from './jobs/queue';
import { type Clock, millisOf, OffsetClock, systemClock } from './lib/clock';
import { faultForLog } from './lib/db-errors';
import { registerMetrics } from './http/metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { registerFileGuard } from './http/file-guard';
import { authenticate, authenticatePage } from './modules/accounts/service';
import { findUserById } from './modules/accounts/repository';
import { signInName } from './modules/accounts/sign-in';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createWeChatSignIn, type WeChatSignIn } from './providers/wechat-sign-in';
import { createWeChatPay, type WeChatPay } from './providers/wechat-pay';
import { createEInvoice, type EInvoiceProvider } from './providers/e-invoice';
import { createLogistics, type LogisticsProvider } from './providers/logistics';
import { createESign, type ESign } from './providers/e-sign';
import { paymentRoutes } from './modules/orders/routes';
import { eSignNotifyRoutes } from './modules/institution-contracts/routes';
import { workRecordDeps } from './modules/work-records/calls';
import { workRecordFileRoutes } from './modules/work-records/files';
import { qualificationFileKey, qualificationFileRoutes } from './modules/qualification/files';
import { sandboxPayPage } from './web/sandbox-pay-page';
import { sandboxESignPages } from './web/sandbox-e-sign-pages';
import { eSignFileRoutes } from './web/e-sign-files';
import { buildRegistry } from './registry';
import type { CallRegistry } from './registry/call-registry';
import type { ModuleDeps } from './registry/deps';
import { ResponseCache, type ResponseCacheOptions } from './registry/response-cache';
import { loadSignInKeys, type SignInKeys } from './security/rsa-keys';
import { deriveKey } from './security/secrets';
import { LocalDiskStorage } from './storage/local-disk';
import type { Storage } from './storage/storage';
import { devAccess } from './web/dev-access';
import { devRoutes } from './web/dev-routes';
import { weChatSignInRoutes } from './web/wechat-sign-in-routes';
import { registerStoredFiles } from './web/stored-files';
import { registerBadgeImages } from './badges';
import { registerCertificateImages } from './certificates';
import { certificateLookup } from './certificates/lookup';
import { openRedis, type RedisConnection } from './cluster/redis';
import { redisTagVersions } from './cluster/tag-versions';
import { processLimiters } from './modules/rate-limits/limiter';
import { redisLimiters } from './modules/rate-limits/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered call (the authorization matrix test walks it). */
    callRegistry: CallRegistry;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** File storage; defaults to the local disk under `config.storageRoot`. */
  storage?: Storage;
  /**
   * The service clock, the one source of "now" (decision 0024); defaults to the machine's. Outside production it
   * runs inside an `OffsetClock` that `POST /dev/clock` moves forward.
   */
  clock?: Clock;
  /** Job worker poll interval in ms; defaults to `JOB_POLL_MS` (0 = jobs run only through `app.jobs.runDue()`). */
  jobPollMs?: number;
  /** Bounds of the answer cache of public read calls (defaults in `registry/response-cache.ts`). */
  cache?: Omit<ResponseCacheOptions, 'now'>;
  /** The sign-in key pair; defaults to the configured key or the one generated into `<dataDir>/keys`. */
  keys?: SignInKeys;
  /** SMS driver; defaults to the configured one (`SMS_DRIVER`). */
  sms?: SmsProvider;
  /** WeChat sign-in driver; defaults to the configured one (`WECHAT_LOGIN_DRIVER`). */
  weChatSignIn?: WeChatSignIn;
  /** WeChat Pay driver; defaults to the configured one (`WECHAT_PAY_DRIVER`). */
  weChatPay?: WeChatPay;
  /** E-invoice driver; defaults to the configured one (`E_INVOICE_DRIVER`). */
  eInvoice?: EInvoiceProvider;
  /** Logistics driver; defaults to the configured one (`LOGISTICS_DRIVER`). */
  logistics?: LogisticsProvider;
  /** E-signing and real-name driver; defaults to the configured one (`E_SIGN_DRIVER`). */
  eSign?: ESign;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
  /** The Redis connection of several copies (decision 0079); defaults to one opened on `REDIS_URL`, if set. */
  redis?: RedisConnection;
}

/**
 * Query parameters whose values never reach a log line (one-time keys, codes, tokens): besides the sign-in ones, the
 * link tokens `t` (certificate images, supervision-form downloads, pay code images) and `pr` (the pay code a QR leads
 * to). Matched with or without percent-encoding of the name, and in any case.
 */
const SECRET_QUERY_PARAMETERS = /([?&;](?:token|key|code|ticket|bindTicket|userToken|password|pwd|mobile|t|pr|code_url|codeUrl)=)[^&#;]*/gi;

/** The random part of an invoice file's name is its capability (`/wwwroot/invoices/<serial>-<16 hex>.pdf`). */
const INVOICE_FILE_SECRET = /(\/invoices\/[^/?#]*-)[0-9a-f]{16}(?=(?:\.pdf|-qr\.png)(?:[?#]|$))/gi;

export function redactUrl(url: string): string {
  let readable: string;
  try {
    // A parameter's name may come percent-encoded (`%74=` is `t=`): names are matched decoded (decodeURI keeps `?&=#`).
    readable = decodeURI(url);
  } catch {
    // Not decodable: its query is not logged at all.
    const query = url.search(/[?#]/);
    readable = query === -1 ? url : `${url.slice(0, query)}?[已隐藏]`;
  }
  return readable.replace(SECRET_QUERY_PARAMETERS, '$1[已隐藏]').replace(INVOICE_FILE_SECRET, '$1[已隐藏]');
}

/** Fields that may carry a token or a password in any logged object: censored wherever pino meets them. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'userToken',
  'token',
  'password',
  'pwd',
  'bindTicket',
  'codeUrl',
  '*.userToken',
  '*.token',
  '*.password',
  '*.pwd',
  '*.bindTicket',
  '*.codeUrl',
  '*.code_url',
];

/** The request as logged: no body, no headers, no query secrets. */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The whole service as one plugin: error handling, health, calls, docs, the service's own pages and the stored files. */
const service: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const { config, database } = options;
  const baseClock = options.clock ?? systemClock;
  const devClock = config.nodeEnv === 'production' ? undefined : new OffsetClock(baseClock);
  const clock: Clock = devClock ?? baseClock;
  const now = millisOf(clock);
  const jobQueue = new JobQueue(database.db, clock);
  const storage = options.storage ?? new LocalDiskStorage(config.storageRoot);
  const keys = options.keys ?? (await loadSignInKeys({ privateKeyPem: config.rsaPrivateKeyPem, keysDir: config.keysDir }));
  const sms = options.sms ?? createSmsProvider(config, database.db, clock);
  const weChatSignIn = options.weChatSignIn ?? createWeChatSignIn(config, database.db, clock);
  const certificateImageKey = deriveKey(keys.privateKeyPem, 'certificate-image');
  const weChatPay = options.weChatPay ?? (await createWeChatPay(config, clock));
  // Several copies (decision 0079): the answer cache's tag versions and the address limits live in Redis.
  const redis = options.redis ?? (config.redisUrl ? await openRedis(config.redisUrl, config.redisKeyPrefix) : undefined);
  if (redis && !options.redis) app.addHook('onClose', () => redis.close());
  const sharedFault = (what: string) => (error: unknown) => app.log.error({ err: error }, `redis: ${what} failed`);
  const deps: ModuleDeps = {
    db: database.db,
    storage,
    keys,
    codeKey: deriveKey(keys.privateKeyPem, 'sms-code'),
    sms,
    weChatSignIn,
    limits: config.limits,
    childAgeLimit: config.childAgeLimit,
    certificateImageKey,
    smsSealKey: deriveKey(keys.privateKeyPem, 'sms-seal'),
    clock,
    now,
    rateLimiter: redis ? redisLimiters(redis, now, sharedFault('a shared rate limit')) : processLimiters(now),
    jobs: jobQueue,
    weChatPay,
    payCodeKey: deriveKey(keys.privateKeyPem, 'pay-code'),
    eInvoice: options.eInvoice ?? createEInvoice(config, storage, clock),
    logistics: options.logistics ?? createLogistics(config, database.db, clock),
    eSign: options.eSign ?? createESign(config, storage, clock),
  };
  if (config.nodeEnv === 'production') {
    // The configuration already refuses sandbox drivers in production; this also catches one wired in by code.
    refuseSandboxDrivers({ SMS_DRIVER: sms, WECHAT_LOGIN_DRIVER: weChatSignIn, WECHAT_PAY_DRIVER: weChatPay, E_INVOICE_DRIVER: deps.eInvoice, LOGISTICS_DRIVER: deps.logistics, E_SIGN_DRIVER: deps.eSign });
  }
  const registry = buildRegistry(deps);
  app.decorate('callRegistry', registry);
  const sessionMaxSeconds = config.sessionMaxHours * 3600;
  const pageCookieKey = deriveKey(keys.privateKeyPem, 'page-cookie');

  // Before any route: the request histogram labels the routes registered after it (decision 0080).
  await registerMetrics(app, { database, clock, registry });
  // Every answer names its request id, which every log line of it carries (decision 0080).
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await registerSecurityHeaders(app);
  // The one guard of the stored files' paths, before any route (issue 22 point 9).
  registerFileGuard(app);
  installErrorHandler(app);
  // Page HTML, the shell and the remotes are the web tier's (issue 23): nothing else here has a fallback.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failed(MESSAGES.notFound)));

  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
      // Without Redis the copy still answers (no shared cache, its own limits): reported, not a failure.
      const shared = redis ? { redis: await redis.client.ping().then(() => 'ok', () => 'unreachable') } : {};
      return { status: 'ok', database: database.driver, ...shared };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.driver });
    }
  });

  const responseCache = new ResponseCache({
    ...options.cache,
    now,
    ...(redis ? { shared: redisTagVersions(redis), onSharedFault: sharedFault('the answer cache\'s tag versions') } : {}),
  });
  await app.register(callRoutes, {
    registry,
    authenticate: (userToken) => authenticate(database.db, clock.now(), userToken, sessionMaxSeconds),
    pageCookieKey,
    now,
    cache: responseCache,
  });
  // The web tier's server render (issue 23): only with RENDER_KEY, and only for requests carrying it.
  if (config.renderKey) {
    await app.register(renderRoutes, {
      key: config.renderKey,
      registry,
      cache: responseCache,
      pageMember: async (value) => {
        const cookie = parsePageCookie(pageCookieKey, value);
        return cookie ? authenticatePage(database.db, clock.now(), cookie.sessionId, cookie.matches, sessionMaxSeconds) : null;
      },
      memberName: async (userId) => {
        const user = await findUserById(database.db, userId);
        return user ? signInName(database.db, user) : '';
      },
    });
  }
  registerDocs(app, registry);
  // The sandbox pages do not exist in production (issue 22 point 8); elsewhere only SANDBOX_DEV_ROUTES_FROM reaches them
  // (behind a trusted proxy, the client it forwarded must be allowed too: web/dev-access.ts).
  const devAllowed = devAccess(config.sandboxDevRoutesFrom, config.trustProxy);
  if (config.nodeEnv !== 'production') await app.register(devRoutes, { db: database.db, sms, weChatSignIn, clock: devClock, allowed: devAllowed });
  await app.register(weChatSignInRoutes, { weChatSignIn, secureCookie: config.publicBaseUrl.startsWith('https:') });
  await app.register(paymentRoutes, { deps });
  await app.register(eSignNotifyRoutes, { deps });
  await app.register(workRecordFileRoutes, { deps: workRecordDeps(deps) });
  // Qualification licences and attachments: only at the signed addresses the owner's and the reviewers' answers hand out (decision 0067).
  await app.register(qualificationFileRoutes, { deps: { storage, clock, fileKey: qualificationFileKey(keys) } });
  if (config.nodeEnv !== 'production') await app.register(sandboxPayPage, { weChatPay, allowed: devAllowed });
  if (config.nodeEnv !== 'production') await app.register(sandboxESignPages, { eSign: deps.eSign });
  await app.register(eSignFileRoutes, { storage });
  await app.register(jobsPlugin, {
    db: database.db,
    clock,
    queue: jobQueue,
    handlers: buildJobHandlers(deps),
    pollMs: options.jobPollMs ?? config.jobPollMs,
  });
  await registerBadgeImages(app, config);
  await registerCertificateImages(app, { storage, lookup: certificateLookup(database.db), tokenKey: certificateImageKey });
  await registerStoredFiles(app, config);
};

export const serviceApp = fp(service, { name: 'badminton-service' });

/** Stops a production build that holds any sandbox driver (issue 22 point 8): the error names each one. */
function refuseSandboxDrivers(drivers: Record<string, { driver: string }>): void {
  const sandboxes = Object.entries(drivers).filter(([, provider]) => provider.driver === 'sandbox');
  if (sandboxes.length > 0) {
    throw new ConfigError(`配置无效：\n${sandboxes.map(([name]) => `${name}: 沙箱驱动不能在 NODE_ENV=production 下运行`).join('\n')}`);
  }
}

/**
 * Fastify's `trustProxy` from the configured proxies: none, a list of addresses / ranges, or a number of hops (the
 * client address is then the entry that many hops from the right of `X-Forwarded-For`, never one a client wrote
 * to its left; decision 0021).
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Creates the Fastify instance with structured logging and registers the service. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      // Errors are logged without query parameters or quoted row values (personal data; docs/security.md).
      serializers: { req: serializeRequest, err: (error: unknown) => ({ stack: '', ...faultForLog(error) }) },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[已隐藏]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // The caller's x-request-id when well formed (the web tier's, a proxy's), else a new one; answered back below.
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOption(options.config.trustProxy),
    // Fastify gives a plugin 10 s to register by default; the service plugin reads the built pages and the badge and
    // certificate images, and on a busy two-core machine (three e2e servers booting at once, decision 0055) that took
    // longer and the boot failed with "Plugin did not start in time". A slow boot is not a fault; a hung one still ends.
    pluginTimeout: 120_000,
  });
  await app.register(serviceApp, options);
  return app;
}
