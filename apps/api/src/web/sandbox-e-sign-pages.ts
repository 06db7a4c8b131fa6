import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  type ESign,
  SANDBOX_CONTRACT_PAGE,
  SANDBOX_SIGN_PAGE,
  SANDBOX_VERIFY_PAGE,
  type SandboxCallback,
  SandboxESign,
} from '../providers/e-sign';
import { jsonPostsOnly } from './dev-access';

/**
 * The e-signing sandbox's pages (decision 0056), served only while the e-sign sandbox driver is active (404
 * otherwise) and never in production (app.ts does not register them there). They stand in for 法大大's pages:
 *
 * - `GET /dev/e-sign/sign?k=<code>` 模拟法大大电子签署: the contract's title and number, a link to the contract, and the
 *   buttons 签署 / 拒签; `POST /dev/e-sign/sign {k, outcome: sign | reject}` posts the signed callback (result_code
 *   3000 / 3001, msg_digest as 法大大 computes it) to the signing's notify URL, then sends the browser (303) to its
 *   return URL. A finished page offers 重新发送通知 (`outcome: resend`): the same result posted again, freshly
 *   timestamped, as 法大大 retries a callback the notify URL did not take.
 * - `GET /dev/e-sign/verify?k=<code>` 模拟企业实名认证: the company's name, masked credit code and legal
 *   representative, a reason field and the buttons 通过 / 不通过; `POST /dev/e-sign/verify {k, outcome: pass | fail,
 *   reason}` posts the signed real-name callback (status 4 / 5) to the verification's notify URL (with the service's
 *   serial on it), then redirects to its return URL.
 * - `GET /dev/e-sign/contract?contract_id=&k=[&download=1]`: the uploaded contract PDF (the view / download links).
 *
 * Who may use them: like the sandbox pay page (decision 0048), each page acts only on the one signing or verification
 * of the code the sandbox issued (`k`, 12 random bytes), so it answers whoever holds the code — the institution's
 * browser, which may be another machine in a demo on the LAN. Nothing is looked up by a guessable number. The buttons
 * post JSON (`/dev/sandbox-pages.js`); any other content type is refused (415), so another site cannot post the form.
 * The callback goes through the service's own route (an in-process request to the notify URL's path), so it meets the
 * same checks as one from 法大大.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#eef1f5;margin:0;padding:1.5em 1em;color:#1a1a1a}
main{max-width:30em;margin:0 auto;background:#fff;border-radius:8px;padding:1.5em;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.3em;margin:0 0 .6em}p{color:#404040;font-size:.95em;line-height:1.6;margin:.4em 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4em .8em;margin:1em 0;font-size:.95em}dt{color:#404040}dd{margin:0;word-break:break-all}
a{color:#1a4fd6}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
form{display:flex;flex-direction:column;gap:.7em;margin-top:1.2em}
label{font-size:.95em;color:#1a1a1a}input[type=text]{font-size:1em;padding:.6em;border:1px solid #767676;border-radius:4px;min-height:44px;box-sizing:border-box;width:100%}
button{font-size:1em;border-radius:4px;padding:.75em 1em;min-height:44px;cursor:pointer;border:1px solid #06782f}
button[value=sign],button[value=pass]{background:#06782f;color:#fff}
button[value=reject],button[value=fail]{background:#fff;color:#b3261e;border-color:#b3261e}
button[value=resend]{background:#fff;color:#1a1a1a;border-color:#767676}
[role=status]{font-weight:600;font-size:1.1em;color:#1a1a1a}
.note{font-size:.85em;color:#404040;border-top:1px solid #e5e5e5;padding-top:.8em;margin-top:1.2em}
</style><script src="/dev/sandbox-pages.js" defer></script></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="note">这是沙箱环境的电子签署与实名认证页面，代替法大大的真实页面；操作结果会以与法大大相同的签名回调通知平台，不产生任何法律效力。</p>
</main></body></html>`;
}

const SIGN_TITLE = '模拟法大大电子签署';
const VERIFY_TITLE = '模拟企业实名认证';

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function backLink(returnUrl: string): string {
  return `<p><a href="${escapeHtml(returnUrl)}">返回平台</a></p>`;
}

/** 重新发送通知: posts the finished result's callback again (when the platform did not take it). */
function resendForm(action: string, code: string): string {
  return `<form method="post" action="${action}" data-json aria-label="重新发送通知">
<input type="hidden" name="k" value="${escapeHtml(code)}">
<button type="submit" name="outcome" value="resend">重新发送通知</button>
</form>`;
}

export const sandboxESignPages: FastifyPluginAsync<{ eSign: ESign }> = async (app: FastifyInstance, { eSign }) => {
  const sandbox = eSign instanceof SandboxESign ? eSign : null;
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
  app.addHook('onRequest', jsonPostsOnly);

  /** Posts a signed callback to the service's own route at the notify URL's path; answers the HTTP status. */
  const deliver = async (callback: SandboxCallback): Promise<number> => {
    const target = new URL(callback.notifyUrl, 'http://sandbox.invalid');
    const answer = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: new URLSearchParams(callback.fields).toString(),
    });
    return answer.statusCode;
  };

  /** After the callback: back to the platform (303), or a page saying the platform did not take it. */
  const finish = async (reply: FastifyReply, title: string, callback: SandboxCallback, done: string): Promise<FastifyReply> => {
    const status = await deliver(callback);
    reply.request.log.info({ notifyStatus: status }, 'sandbox e-sign callback sent');
    if (status < 300) return reply.header('cache-control', 'no-store').redirect(callback.returnUrl, 303);
    return send(reply, 502, page(title, `<p role="status">${escapeHtml(done)}，但通知平台失败（HTTP ${status}）</p>\n${backLink(callback.returnUrl)}`));
  };

  app.get<{ Querystring: { k?: string } }>(SANDBOX_SIGN_PAGE, async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const found = await sandbox.signingByCode(String(request.query.k ?? ''));
    if (!found) return send(reply, 404, page(SIGN_TITLE, '<p role="status">未找到该签署（请从平台重新打开签署页面）</p>'));
    const { signing, contract } = found;
    const details = `<dl>
<dt>合同标题</dt><dd>${escapeHtml(signing.docTitle)}</dd>
<dt>合同编号</dt><dd>${escapeHtml(signing.contractId)}</dd>
<dt>交易号</dt><dd>${escapeHtml(signing.transactionId)}</dd>
</dl>`;
    if (!contract) return send(reply, 409, page(SIGN_TITLE, `${details}\n<p role="status">合同不存在（平台尚未上传该合同）</p>`));
    const view = `<p><a href="${escapeHtml(sandbox.viewUrl(signing.contractId))}" target="_blank" rel="noopener">查看合同（PDF）</a></p>`;
    if (signing.state !== 'open') {
      const result = signing.state === 'signed' ? '已签署' : '已拒签';
      return send(reply, 200, page(SIGN_TITLE, `${details}\n${view}\n<p role="status">${result}</p>\n${backLink(signing.returnUrl)}\n${resendForm(SANDBOX_SIGN_PAGE, signing.code)}`));
    }
    const form = `<form method="post" action="${SANDBOX_SIGN_PAGE}" data-json aria-label="签署操作">
<input type="hidden" name="k" value="${escapeHtml(signing.code)}">
<button type="submit" name="outcome" value="sign">签署</button>
<button type="submit" name="outcome" value="reject">拒签</button>
</form>`;
    return send(reply, 200, page(SIGN_TITLE, `${details}\n${view}\n<p>请阅读合同后选择签署或拒签。</p>\n${form}`));
  });

  app.post<{ Body: { k?: unknown; outcome?: unknown } }>(SANDBOX_SIGN_PAGE, async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const outcome = request.body?.outcome;
    if (outcome === 'resend') {
      const again = await sandbox.resendSigning(String(request.body?.k ?? ''));
      if ('refused' in again) return send(reply, 409, page(SIGN_TITLE, `<p role="status">${escapeHtml(again.refused)}</p>`));
      return finish(reply, SIGN_TITLE, again, '已重新发送');
    }
    if (outcome !== 'sign' && outcome !== 'reject') return send(reply, 400, page(SIGN_TITLE, '<p role="status">请选择签署或拒签</p>'));
    const done = await sandbox.completeSigning(String(request.body?.k ?? ''), outcome);
    if ('refused' in done) return send(reply, 409, page(SIGN_TITLE, `<p role="status">${escapeHtml(done.refused)}</p>`));
    return finish(reply, SIGN_TITLE, done, outcome === 'sign' ? '已签署' : '已拒签');
  });

  app.get<{ Querystring: { k?: string } }>(SANDBOX_VERIFY_PAGE, async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const verification = await sandbox.verificationByCode(String(request.query.k ?? ''));
    if (!verification) return send(reply, 404, page(VERIFY_TITLE, '<p role="status">未找到该实名认证（请从平台重新提交）</p>'));
    const details = `<dl>
<dt>企业名称</dt><dd>${escapeHtml(verification.companyName)}</dd>
<dt>统一社会信用代码</dt><dd>${escapeHtml(verification.creditNoMasked)}</dd>
<dt>法定代表人</dt><dd>${escapeHtml(verification.legalName)}</dd>
</dl>`;
    if (verification.state !== 'pending') {
      const result = verification.state === 'passed' ? '审核通过' : `审核不通过：${escapeHtml(verification.reason)}`;
      return send(reply, 200, page(VERIFY_TITLE, `${details}\n<p role="status">${result}</p>\n${backLink(verification.returnUrl)}\n${resendForm(SANDBOX_VERIFY_PAGE, verification.code)}`));
    }
    const form = `<form method="post" action="${SANDBOX_VERIFY_PAGE}" data-json aria-label="审核操作">
<input type="hidden" name="k" value="${escapeHtml(verification.code)}">
<label for="e-sign-reason">不通过原因（选择“不通过”时填写）</label>
<input type="text" id="e-sign-reason" name="reason" maxlength="100" value="沙箱：资料不符">
<button type="submit" name="outcome" value="pass">通过</button>
<button type="submit" name="outcome" value="fail">不通过</button>
</form>`;
    return send(reply, 200, page(VERIFY_TITLE, `${details}\n<p>请选择该企业实名认证的审核结果。</p>\n${form}`));
  });

  app.post<{ Body: { k?: unknown; outcome?: unknown; reason?: unknown } }>(SANDBOX_VERIFY_PAGE, async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const outcome = request.body?.outcome;
    if (outcome === 'resend') {
      const again = await sandbox.resendVerification(String(request.body?.k ?? ''));
      if ('refused' in again) return send(reply, 409, page(VERIFY_TITLE, `<p role="status">${escapeHtml(again.refused)}</p>`));
      return finish(reply, VERIFY_TITLE, again, '已重新发送');
    }
    if (outcome !== 'pass' && outcome !== 'fail') return send(reply, 400, page(VERIFY_TITLE, '<p role="status">请选择通过或不通过</p>'));
    const reason = typeof request.body?.reason === 'string' ? request.body.reason : '';
    const done = await sandbox.completeVerification(String(request.body?.k ?? ''), outcome, reason);
    if ('refused' in done) return send(reply, 409, page(VERIFY_TITLE, `<p role="status">${escapeHtml(done.refused)}</p>`));
    return finish(reply, VERIFY_TITLE, done, outcome === 'pass' ? '审核通过' : '审核不通过');
  });

  app.get<{ Querystring: { contract_id?: string; k?: string; download?: string } }>(SANDBOX_CONTRACT_PAGE, async (request, reply) => {
    if (!sandbox) return notFound(reply);
    const file = await sandbox.contractFile(String(request.query.contract_id ?? ''), String(request.query.k ?? ''));
    if (!file) return notFound(reply);
    const disposition = request.query.download === '1' ? 'attachment' : 'inline';
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${disposition}; filename="${file.contract.contractId}.pdf"`)
      .type('application/pdf')
      .send(file.pdf);
  });
};
