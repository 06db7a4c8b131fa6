import { fenToYuan } from '@badminton/validation';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WECHAT_PAY_NOTIFY_PATH } from '../modules/orders/routes';
import { SandboxWeChatPay, type WeChatPay } from '../providers/wechat-pay';
import type { SandboxOrder, SandboxPayOutcome } from '../providers/wechat-pay/sandbox';
import { type DevAccess, jsonPostsOnly, SANDBOX_PAGES_SCRIPT } from './dev-access';

/**
 * The sandbox pay page 模拟微信支付 (decision 0030), served only while the WeChat Pay sandbox driver is active (404
 * otherwise). It stands in for the payer's phone: the pay code's QR leads here (`GET /dev/wechat-pay?pr=<code>`; the
 * e2e helper opens `?out_trade_no=<order_sn>`), it shows the order, and its buttons
 * - 确认支付: pay, and send the service the signed, encrypted TRANSACTION.SUCCESS callback WeChat Pay would send;
 * - 模拟支付失败: fail, and send TRANSACTION.PAYERROR;
 * - 支付但不通知 (a sandbox tool): pay without any callback — a lost notification, which the reconciliation job's
 *   order query finds.
 * The callback goes through the service's own notification endpoint (an in-process HTTP request), so it meets the
 * same signature check and decryption as a real one.
 *
 * Who may use it (issue 22 point 8, decision 0048): the page stands in for a phone scanning the QR, so with the pay
 * code the sandbox issued (`pr`, 12 random bytes in the code_url) it answers anyone — it pays only the order of that
 * code. Looking an order up by its number (`out_trade_no`, the e2e helper's way in) is a test tool and answers only
 * callers `SANDBOX_DEV_ROUTES_FROM` allows (loopback by default). The buttons post JSON (`/dev/sandbox-pages.js`);
 * any other content type is refused (415), so another site cannot post the form. Not registered in production.
 */

const OUTCOMES: Record<SandboxPayOutcome, { button: string; result: string }> = {
  pay: { button: '确认支付', result: '支付成功' },
  fail: { button: '模拟支付失败', result: '支付失败' },
  silent: { button: '支付但不通知', result: '已支付（未通知）' },
};

const STATE_LABELS: Record<SandboxOrder['trade_state'], string> = {
  NOTPAY: '待支付',
  SUCCESS: '已支付',
  PAYERROR: '支付失败，可重新支付',
  CLOSED: '已关闭',
  REFUND: '已退款',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>模拟微信支付</title>
<style>
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed;margin:0;padding:1.5em 1em;color:#1a1a1a}
main{max-width:26em;margin:0 auto;background:#fff;border-radius:8px;padding:1.5em;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.3em;margin:0 0 .5em}p{color:#4d4d4d;font-size:.95em;line-height:1.6;margin:.4em 0}
.amount{font-size:2em;font-weight:600;color:#1a1a1a;margin:.4em 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4em .8em;margin:1em 0;font-size:.95em}dt{color:#4d4d4d}dd{margin:0;word-break:break-all}
form{display:flex;flex-direction:column;gap:.7em;margin-top:1.2em}
button{font-size:1em;border-radius:4px;padding:.75em 1em;min-height:44px;cursor:pointer;border:1px solid #06782f}
button[value=pay]{background:#06782f;color:#fff}button[value=fail]{background:#fff;color:#b3261e;border-color:#b3261e}
button[value=silent]{background:#fff;color:#1a1a1a;border-color:#767676}
button:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
[role=status]{font-weight:600;font-size:1.1em;color:#1a1a1a}
.note{font-size:.85em;color:#4d4d4d;border-top:1px solid #e5e5e5;padding-top:.8em;margin-top:1.2em}
</style><script src="/dev/sandbox-pages.js" defer></script></head>
<body><main>
<h1>模拟微信支付</h1>
${body}
<p class="note">这是沙箱环境的微信支付页面，代替真实的微信扫码支付；不会产生真实扣款。“支付但不通知”模拟支付通知丢失，平台的对账任务会主动查询并入账。</p>
</main></body></html>`;
}

function orderDetails(order: SandboxOrder): string {
  return `<p class="amount">￥${fenToYuan(order.amount).toFixed(2)}</p>
<dl>
<dt>商品</dt><dd>${escapeHtml(order.description)}</dd>
<dt>订单号</dt><dd>${escapeHtml(order.out_trade_no)}</dd>
<dt>状态</dt><dd>${STATE_LABELS[order.trade_state]}</dd>
</dl>`;
}

function payForm(order: SandboxOrder): string {
  if (order.trade_state !== 'NOTPAY' && order.trade_state !== 'PAYERROR') return '';
  const buttons = (Object.keys(OUTCOMES) as SandboxPayOutcome[])
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${OUTCOMES[outcome].button}</button>`)
    .join('\n');
  return `<form method="post" action="/dev/wechat-pay" data-json>
<input type="hidden" name="pr" value="${escapeHtml(order.code)}">
${buttons}
</form>`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export const sandboxPayPage: FastifyPluginAsync<{ weChatPay: WeChatPay; allowed: DevAccess }> = async (app: FastifyInstance, { weChatPay, allowed }) => {
  const sandbox = weChatPay instanceof SandboxWeChatPay ? weChatPay : null;
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
  app.addHook('onRequest', jsonPostsOnly);

  /** The order a request names: by the pay code (anyone), or by its number (allowed callers only). */
  const orderOf = async (request: FastifyRequest, by: { pr?: unknown; out_trade_no?: unknown }): Promise<SandboxOrder | null> => {
    if (!sandbox) return null;
    if (typeof by.pr === 'string') return sandbox.findOrder({ code: by.pr });
    if (typeof by.out_trade_no === 'string' && allowed(request)) return sandbox.findOrder({ outTradeNo: by.out_trade_no });
    return null;
  };

  app.get('/dev/sandbox-pages.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SANDBOX_PAGES_SCRIPT),
  );

  app.get<{ Querystring: { pr?: string; out_trade_no?: string } }>('/dev/wechat-pay', async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const order = await orderOf(request, request.query);
    if (!order) return send(reply, 404, page('<p role="status">未找到该订单（请先在平台打开支付二维码）</p>'));
    return send(reply, 200, page(`${orderDetails(order)}\n${payForm(order)}`));
  });

  app.post<{ Body: { pr?: string; out_trade_no?: string; outcome?: string } }>('/dev/wechat-pay', async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const outcome = request.body?.outcome as SandboxPayOutcome | undefined;
    if (!outcome || !(outcome in OUTCOMES)) return send(reply, 400, page('<p role="status">请选择支付结果</p>'));
    const found = await orderOf(request, request.body ?? {});
    if (!found) return send(reply, 404, page('<p role="status">未找到该订单</p>'));
    const outTradeNo = found.out_trade_no;
    const acted = await sandbox.payerActs(outTradeNo, outcome);
    if (acted.refused) return send(reply, 409, page(`<p role="status">${escapeHtml(acted.refused)}</p>\n${orderDetails(acted.order)}`));
    let delivered = '';
    if (acted.callback) {
      const answer = await app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: { ...acted.callback.headers }, payload: acted.callback.body });
      delivered = answer.statusCode < 300 ? '<p>已通知平台。</p>' : `<p>通知平台失败（HTTP ${answer.statusCode}），平台对账时会查询到该结果。</p>`;
      request.log.info({ outTradeNo, outcome, notifyStatus: answer.statusCode }, 'sandbox WeChat Pay callback sent');
    }
    return send(reply, 200, page(`<p role="status">${OUTCOMES[outcome].result}</p>\n${delivered}\n${orderDetails(acted.order)}\n<p>请回到平台页面查看订单状态。</p>`));
  });

  /**
   * The REFUND callback WeChat Pay sends when a refund ends (a sandbox tool, like 支付但不通知; decision 0069): the
   * sandbox's refund `out_refund_no` is looked at (SUCCESS once its minute has passed) and, when it has ended, the
   * signed, encrypted REFUND.<state> callback goes through the service's notification endpoint — so a refund settles
   * without waiting for the `order.refund` job's next query (10 minutes later). `finish_now: true` has the bank finish
   * a PROCESSING refund at once instead of at the end of its minute (a sandbox tool; the e2e walks use it rather than
   * wait). Allowed callers only; JSON answers: 404 unknown refund, 409 still PROCESSING, 200 `{ status, notifyStatus }`.
   */
  app.post<{ Body: { out_refund_no?: string; finish_now?: boolean } }>('/dev/wechat-pay/refund-notify', async (request, reply) => {
    if (!sandbox || !allowed(request)) return notFound(reply);
    const outRefundNo = request.body?.out_refund_no;
    if (typeof outRefundNo !== 'string' || !/^[0-9A-Za-z_|*@-]{1,64}$/.test(outRefundNo)) return reply.code(400).send({ error: 'out_refund_no' });
    const refund = request.body?.finish_now === true ? await sandbox.finishRefundNow(outRefundNo) : await sandbox.queryRefund(outRefundNo);
    if (!refund) return reply.code(404).send({ error: 'unknown refund' });
    if (refund.status === 'PROCESSING') return reply.code(409).send({ status: refund.status });
    const callback = await sandbox.refundCallback(outRefundNo);
    const answer = await app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: { ...callback.headers }, payload: callback.body });
    request.log.info({ outRefundNo, status: refund.status, notifyStatus: answer.statusCode }, 'sandbox WeChat Pay refund callback sent');
    return reply.code(200).send({ status: refund.status, notifyStatus: answer.statusCode });
  });
};
