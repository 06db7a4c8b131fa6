import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { isMobile, maskMiddle } from '@badminton/validation';
import { ROLE_LABELS, type RoleCode } from '@badminton/contracts';
import type { Database } from '../db/client';
import type { OffsetClock } from '../lib/clock';
import { toWireDateTime } from '../lib/wire-time';
import { listWeChatBindings } from '../modules/accounts/repository';
import { isSmsOutbox, type SmsProvider } from '../providers/sms';
import { SandboxWeChatSignIn, type WeChatSignIn } from '../providers/wechat-sign-in';
import { type DevAccess, jsonPostsOnly, refuseOutsiders } from './dev-access';

/**
 * Pages of the sandbox drivers, served only while the driver is active
 * (req: product-decisions.md#3-external-providers):
 * - `GET /dev/sms-outbox?mobile=…`: the messages the sandbox SMS driver "sent" to a mobile, newest first;
 * - `GET /dev/wechat-login`: 模拟微信扫码登录 — pick a sandbox WeChat identity and confirm;
 *   `POST /dev/wechat-login` creates a one-time key and redirects to `/wxsignin?token=<a>.<key>.<c>`.
 * With another driver these answer 404.
 * - `GET /dev/clock`, `POST /dev/clock {advanceSeconds}`: reads and moves the service clock forward, so tests
 *   move time instead of sleeping (decision 0024).
 * None of them exists with `NODE_ENV=production` (app.ts does not register this plugin there). Elsewhere they answer
 * only callers `SANDBOX_DEV_ROUTES_FROM` allows (default loopback; 403 otherwise; behind a trusted proxy both the proxy
 * and the client it forwarded: web/dev-access.ts), and their
 * POSTs take JSON only (415 otherwise), so another site cannot post a form to them (issue 22 point 8, decision 0048).
 */

export interface DevRoutesOptions {
  db: Database;
  sms: SmsProvider;
  weChatSignIn: WeChatSignIn;
  /** The movable service clock; absent in production, where `/dev/clock` answers 404. */
  clock?: OffsetClock;
  /** Who may use these pages (`SANDBOX_DEV_ROUTES_FROM`, and behind a trusted proxy the client it forwarded: web/dev-access.ts). */
  allowed: DevAccess;
}

/** The furthest one `POST /dev/clock` moves (a year). */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 24 * 3600;

function clockState(clock: OffsetClock) {
  const now = clock.now();
  return { now: now.toISOString(), wallTime: toWireDateTime(now), offsetSeconds: clock.offsetMs / 1000 };
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function weChatPage(db: Database, weChat: SandboxWeChatSignIn): Promise<string> {
  const bindings = new Map((await listWeChatBindings(db, weChat.identities.map((identity) => identity.openid))).map((row) => [row.openid, row]));
  const cards = weChat.identities
    .map((identity) => {
      const bound = bindings.get(identity.openid);
      const status = bound
        ? `已绑定${ROLE_LABELS[bound.usertype as RoleCode] ?? ''}账号 ${escapeHtml(maskMiddle(bound.mobile ?? ''))}`
        : '未绑定平台账号';
      return `<li class="card">
  <div class="avatar">${escapeHtml(Array.from(identity.nickname)[0] ?? '微')}</div>
  <div class="who"><strong>${escapeHtml(identity.nickname)}</strong><span>${status}</span></div>
  <form method="post" action="/dev/wechat-login" data-json>
    <input type="hidden" name="openid" value="${escapeHtml(identity.openid)}">
    <button type="submit">确认登录</button>
  </form>
</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟微信扫码登录</title>
<style>
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f2f2;margin:0;padding:2em 1em;color:#222}
main{max-width:28em;margin:0 auto;background:#fff;border-radius:8px;padding:1.5em 1.5em 1em;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.3em;margin:0 0 .3em}p{color:#666;font-size:.9em;line-height:1.6}
ul{list-style:none;padding:0;margin:1em 0}.card{display:flex;align-items:center;gap:.8em;padding:.8em 0;border-top:1px solid #eee}
.avatar{width:2.6em;height:2.6em;border-radius:4px;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold}
.who{flex:1;display:flex;flex-direction:column;gap:.2em}.who span{font-size:.85em;color:#5c5c5c}
button{background:#05793c;color:#fff;border:0;border-radius:4px;padding:.55em 1.1em;font-size:.95em;cursor:pointer}
</style><script src="/dev/sandbox-pages.js" defer></script></head>
<body><main>
<h1>模拟微信扫码登录</h1>
<p>这是沙箱环境的微信登录页面，代替真实的微信扫码。选择一个沙箱微信身份并确认登录，页面会带着一次性登录密钥（5分钟内有效）跳转回平台。</p>
<ul>
${cards}
</ul>
</main></body></html>`;
}

export const devRoutes: FastifyPluginAsync<DevRoutesOptions> = async (app: FastifyInstance, options) => {
  const { db, sms, weChatSignIn, clock, allowed } = options;
  app.addHook('onRequest', refuseOutsiders(allowed));
  app.addHook('onRequest', jsonPostsOnly);

  app.get('/dev/clock', async (_request, reply) => {
    if (!clock) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(clockState(clock));
  });

  app.post<{ Body: { advanceSeconds?: unknown } }>('/dev/clock', async (request, reply) => {
    if (!clock) return notFound(reply);
    const raw = request.body?.advanceSeconds;
    const seconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_CLOCK_ADVANCE_SECONDS) {
      return reply.code(400).send({ message: `advanceSeconds 应为 0 到 ${MAX_CLOCK_ADVANCE_SECONDS} 之间的秒数（只能向前拨）` });
    }
    clock.advance(seconds * 1000);
    request.log.info({ advanceSeconds: seconds, offsetSeconds: clock.offsetMs / 1000 }, 'dev clock moved forward');
    return reply.header('cache-control', 'no-store').send(clockState(clock));
  });

  app.get<{ Querystring: { mobile?: string } }>('/dev/sms-outbox', async (request, reply) => {
    if (!isSmsOutbox(sms)) return notFound(reply);
    const mobile = typeof request.query.mobile === 'string' ? request.query.mobile.trim() : '';
    if (!isMobile(mobile)) return reply.code(400).send({ message: '请输入正确的手机号' });
    return reply.header('cache-control', 'no-store').send(await sms.list(mobile));
  });

  app.get('/dev/wechat-login', async (_request, reply) => {
    if (!(weChatSignIn instanceof SandboxWeChatSignIn)) return notFound(reply);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(await weChatPage(db, weChatSignIn));
  });

  app.post<{ Body: { openid?: string } }>('/dev/wechat-login', async (request, reply) => {
    if (!(weChatSignIn instanceof SandboxWeChatSignIn)) return notFound(reply);
    const openid = typeof request.body?.openid === 'string' ? request.body.openid : '';
    const confirmed = await weChatSignIn.confirm(openid);
    if (!confirmed) return reply.code(400).type('text/plain; charset=utf-8').send('未知的沙箱微信身份');
    return reply.redirect(confirmed.redirectTo, 303);
  });
};
