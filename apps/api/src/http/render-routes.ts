import { createHash, timingSafeEqual } from 'node:crypto';
import { type Envelope, MESSAGES, type RoleCode } from '@badminton/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallRegistry } from '../registry/call-registry';
import { asRecord, NO_TIME_LIMIT, payloadOf, runCall, SerializedEnvelope } from '../registry/dispatch';
import type { ResponseCache } from '../registry/response-cache';
import type { Caller } from '../registry/types';
import { NO_FILES } from '../uploads/receive';
import { holdsMalformedText } from './call-routes';
import { failed, unauthorized } from './envelope';

/**
 * The internal endpoints of the web tier's server render (issue 23). The web tier draws a page from the route's own
 * React screen; for a member's page it needs who the page cookie names (decision 0045) and the answers of the screen's
 * first calls, run as that member. These endpoints give both, to the web tier only:
 *
 * - They exist only when `RENDER_KEY` is configured, and answer only a request whose `x-bm-render-key` header equals
 *   it (compared in constant time); any other request gets the service's ordinary 404, as for a path that does not exist.
 * - `POST /api/render/member` `{ cookie }` → `{ member: { userId, role, name } | null }`: the member of the live
 *   session the page cookie's value names (revoked, expired, idle or forged: `null`). Like any page request it does not
 *   record a use of the session.
 * - `POST /api/render/call` `{ cookie, path, input }` → the envelope the signed HTTP call `POST
 *   /api/services/app/<path>` answers: the same contract input and output schemas, role check, handler, answer cache
 *   and business failures; a role call with no cookie, or a cookie naming no live session, answers `unAuthorizedRequest`.
 *   Only calls marked `reads` in the registry (they change nothing) are run; any other is refused with `RENDER_MESSAGES.notARead`.
 */

export const RENDER_KEY_HEADER = 'x-bm-render-key';
export const RENDER_MEMBER_ROUTE = '/api/render/member';
export const RENDER_CALL_ROUTE = '/api/render/call';

export const RENDER_MESSAGES = {
  notARead: '该接口会修改数据，不能在服务端渲染时调用',
} as const;

/** The member a page is drawn for: the page cookie's session's user, with the name a sign-in answers. */
export interface RenderMember {
  userId: number;
  role: RoleCode;
  name: string;
}

export interface RenderRouteOptions {
  /** `RENDER_KEY`: the value `x-bm-render-key` must carry. */
  key: string;
  registry: CallRegistry;
  /** The member a page cookie's value names (its live session's caller), or null; never records a use of the session. */
  pageMember(cookie: string): Promise<Caller | null>;
  /** The name a sign-in answers for the user (modules/accounts/sign-in.ts `signInName`). */
  memberName(userId: number): Promise<string>;
  /** The answer cache the call layer uses (a cached call's answer is the one the HTTP call gives). */
  cache?: ResponseCache;
}

/** A page cookie's value (`<session id>.<MAC>`, far shorter); a longer one names nobody and is not read. */
const COOKIE = z.string().max(256);

const memberBody = z.object({ cookie: COOKIE });
const callBody = z.object({
  cookie: COOKIE.nullable(),
  path: z.string().regex(/^[A-Za-z][A-Za-z0-9]*\/[A-Za-z][A-Za-z0-9]*$/),
  input: z.unknown(),
});

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Whether a request carries the render key: compared as SHA-256 digests, in constant time whatever the lengths. */
export function carriesRenderKey(header: string | string[] | undefined, key: string): boolean {
  if (typeof header !== 'string' || header === '') return false;
  return timingSafeEqual(digest(header), digest(key));
}

export const renderRoutes: FastifyPluginAsync<RenderRouteOptions> = async (app, options) => {
  const { key, registry, cache } = options;

  /** The page cookie's member, or null (a failing session lookup is logged and names nobody). */
  async function memberOf(request: FastifyRequest, cookie: string): Promise<Caller | null> {
    try {
      return await options.pageMember(cookie);
    } catch (error) {
      request.log.error({ err: error }, 'render: the page cookie could not be checked');
      return null;
    }
  }

  const guard = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      // Nothing the web tier asks for here is kept by any cache (members' personal data).
      reply.header('cache-control', 'no-store');
      if (carriesRenderKey(request.headers[RENDER_KEY_HEADER], key)) return;
      request.log.warn({ url: request.url }, 'render endpoint refused: no valid render key');
      return reply.code(404).send(failed(MESSAGES.notFound));
    },
  };

/** What `renderCall` gives for a call that is not a read (answered 409). */
const NOT_A_READ = Symbol('not a read');

  app.post(RENDER_MEMBER_ROUTE, guard, async (request, reply) => {
    const body = memberBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failed(MESSAGES.badRequest));
    const caller = await memberOf(request, body.data.cookie);
    const member: RenderMember | null = caller ? { userId: caller.userId, role: caller.role, name: await options.memberName(caller.userId) } : null;
    return { member };
  });

  app.post(RENDER_CALL_ROUTE, guard, async (request, reply) => {
    const body = callBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failed(MESSAGES.badRequest));
    const answer = await renderCall(request, body.data);
    // A call the render may not run is not an answer to draw: 409, and the web tier leaves it to the browser, which
    // asks it signed as the screen always did.
    if (answer === NOT_A_READ) return reply.code(409).send(failed(RENDER_MESSAGES.notARead));
    return answer instanceof SerializedEnvelope ? reply.type(JSON_CONTENT_TYPE).send(answer.json) : answer;
  });

  /** The call run as the cookie's member (or as a visitor for a public call), through the steps of the HTTP call. */
  async function renderCall(request: FastifyRequest, { cookie, path, input }: z.output<typeof callBody>): Promise<Envelope | SerializedEnvelope | typeof NOT_A_READ> {
    const [service, action] = path.split('/');
    const call = registry.find(service, action);
    if (!call) return failed(MESSAGES.notFound);
    if (!call.reads) {
      request.log.info({ call: path }, 'render call refused: not a read');
      return NOT_A_READ;
    }
    let caller: Caller | null = null;
    if (call.roles !== 'public') {
      caller = cookie === null ? null : await memberOf(request, cookie);
      if (!caller) return unauthorized();
      if (!call.roles.includes(caller.role)) {
        request.log.info({ call: path, role: caller.role }, 'render call refused: role not allowed');
        return failed(MESSAGES.forbidden);
      }
    }
    if (holdsMalformedText(input)) return failed(MESSAGES.malformedText);
    const payload = call.contract.input.safeParse(payloadOf(asRecord(input)));
    if (!payload.success) return failed(payload.error.issues[0]?.message ?? MESSAGES.badRequest);
    return runCall(
      call,
      payload.data,
      { caller, log: request.log, clientAddress: request.ip, files: NO_FILES, validUntil: NO_TIME_LIMIT },
      cache,
    );
  }
};
