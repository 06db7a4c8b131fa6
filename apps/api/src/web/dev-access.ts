import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Who may use the sandbox pages `/dev/*` (issue 22 point 8): outside production they answer only callers in
 * `SANDBOX_DEV_ROUTES_FROM` (default `loopback`: 127.0.0.0/8 and ::1).
 *
 * - A request that was not forwarded (no `X-Forwarded-For`, no `Forwarded`): its **socket** address must be allowed.
 * - A forwarded request (the web tier in front, issue 23): the socket address must be allowed **and** be a trusted
 *   proxy (`TRUST_PROXY`), and the client address that proxy forwarded (`request.ip`, from `X-Forwarded-For`) must be
 *   allowed too. A remote visitor proxied through the web tier on this machine is refused; so is any forwarded request
 *   from a peer that is not a trusted proxy (its client is unknown), and a forwarded address never opens the door to a
 *   peer that is not allowed itself.
 */

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** A check of addresses against entries (addresses, CIDR ranges, loopback/linklocal/uniquelocal). */
export type AddressCheck = (address: string | undefined) => boolean;

export function addressCheck(entries: readonly string[]): AddressCheck {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    if (!raw) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1];
    const address = mapped ?? raw;
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Whether a peer is a trusted proxy under `TRUST_PROXY` (a number of hops trusts whatever peer is the first hop). */
export function trustedProxy(trust: Config['trustProxy']): AddressCheck {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (address) => trust > 0 && Boolean(address);
  return addressCheck(trust);
}

/** Whether a request may use the sandbox pages. */
export type DevAccess = (request: FastifyRequest) => boolean;

/** The door of the sandbox pages from `SANDBOX_DEV_ROUTES_FROM` and `TRUST_PROXY` (see above). */
export function devAccess(entries: readonly string[], trust: Config['trustProxy'] = false): DevAccess {
  const allowed = addressCheck(entries);
  const proxy = trustedProxy(trust);
  return (request) => {
    const socket = socketAddress(request);
    if (!allowed(socket)) return false;
    const { headers } = request;
    if (headers['x-forwarded-for'] === undefined && headers.forwarded === undefined) return true;
    return proxy(socket) && headers['x-forwarded-for'] !== undefined && allowed(request.ip);
  };
}

/** The socket address of a request (not the proxy-derived `request.ip`). */
export function socketAddress(request: FastifyRequest): string | undefined {
  return request.socket.remoteAddress;
}

export const DEV_ROUTES_REFUSED = '沙箱页面只允许本机访问（可用 SANDBOX_DEV_ROUTES_FROM 放宽）';
export const JSON_ONLY = '只接受 JSON 请求（content-type: application/json）';

/** `onRequest` hook of the `/dev/*` plugins: refuses callers outside the allowed addresses with 403. */
export function refuseOutsiders(allowed: DevAccess) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (allowed(request)) return;
    request.log.warn({ remoteAddress: socketAddress(request), forwardedFor: request.ip }, 'sandbox page refused: caller not allowed');
    return reply.code(403).type('text/plain; charset=utf-8').send(DEV_ROUTES_REFUSED);
  };
}

/**
 * `onRequest` hook: a POST must say `application/json`. A page on another site can make the browser post a form
 * (urlencoded, multipart, text/plain) without asking; a JSON post from another origin needs a CORS preflight, which
 * the service never grants.
 */
export async function jsonPostsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return;
  return reply.code(415).type('text/plain; charset=utf-8').send(JSON_ONLY);
}

/**
 * The sandbox pages' script (served at `/dev/sandbox-pages.js`, allowed by the CSP's `script-src 'self'`): sends a
 * `form[data-json]` as JSON instead of a form post, then follows the redirect or shows the answered page.
 */
export const SANDBOX_PAGES_SCRIPT = `'use strict';
document.addEventListener('submit', function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-json')) return;
  event.preventDefault();
  var body = {};
  new FormData(form).forEach(function (value, name) { body[name] = String(value); });
  var submitter = event.submitter;
  if (submitter && submitter.name) body[submitter.name] = submitter.value;
  Array.prototype.forEach.call(form.querySelectorAll('button'), function (button) { button.disabled = true; });
  fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
    .then(function (response) {
      if (response.redirected) { window.location.assign(response.url); return null; }
      return response.text().then(function (html) {
        var next = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
        var main = document.querySelector('main');
        if (next && main) main.replaceWith(next);
        else if (main) main.textContent = html;
      });
    })
    .catch(function () {
      Array.prototype.forEach.call(form.querySelectorAll('button'), function (button) { button.disabled = false; });
      window.alert('网络错误，请重试');
    });
});
`;
