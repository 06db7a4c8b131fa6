import type { Readable } from 'node:stream';
import formbody from '@fastify/formbody';
import { isWellFormedText, MESSAGES } from '@badminton/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type DispatchDeps, dispatch, SerializedEnvelope } from '../registry/dispatch';
import type { Caller, RegisteredCall } from '../registry/types';
import { MultipartError, MultipartReader } from '../uploads/multipart';
import { largestFile } from '../uploads/policy';
import { FileSource } from '../uploads/receive';
import { Semaphore } from '../uploads/semaphore';
import { callOutcomes } from '../lib/metrics';
import { failed } from './envelope';
import { setPageCookie } from './page-session';

export const CALL_ROUTE = '/api/services/app/:service/:action';

/** The content type Fastify gives a serialized object; cached answers are sent with the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Uploads streamed at once by this copy of the service; one more is refused with 上传繁忙 (decision 0020). */
export const MAX_CONCURRENT_UPLOADS = 4;

export interface CallRouteOptions extends DispatchDeps {
  /** Concurrent uploads (default `MAX_CONCURRENT_UPLOADS`). */
  maxConcurrentUploads?: number;
  /** Where uploads are streamed before they are checked (default: the system's temporary folder). */
  uploadTempDir?: string;
  /** Key of the page cookie's MAC (http/page-session.ts); without it no page cookie is set. */
  pageCookieKey?: Buffer;
}

type CallParams = { service: string; action: string };

/**
 * True when a parsed body holds a string (a value or a member name, at any depth) with a lone UTF-16 surrogate. The
 * last line in front of PostgreSQL (decision 0049): every payload field's text schema refuses one already, but a body
 * is more than its declared fields (augmentation fields, dropped members, text a handler reads before its schema).
 */
export function holdsMalformedText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [name, member] of Object.entries(value)) {
        if (!isWellFormedText(name)) return true;
        pending.push(member);
      }
    }
  }
  return false;
}

/**
 * `POST /api/services/app/:service/:action` for every registered call. Accepts JSON, form-encoded and multipart
 * bodies. The call is looked up from the URL before any body is read (an unknown call is refused unread). A
 * multipart body is not parsed up front: its text fields are read, the request is checked (signature, session,
 * role, submit limit, payload), and only then are its files streamed to disk under the call's own upload rules
 * (decision 0020).
 */
export const callRoutes: FastifyPluginAsync<CallRouteOptions> = async (app, options) => {
  const { maxConcurrentUploads = MAX_CONCURRENT_UPLOADS, uploadTempDir, pageCookieKey, ...deps } = options;
  const uploadSlots = new Semaphore(maxConcurrentUploads);
  /** The unread body of each multipart request (handed over by the content-type parser). */
  const multipartBodies = new WeakMap<FastifyRequest, Readable>();
  /** A role call's admission sets the page cookie of its session (decision 0045). */
  const admitted = (request: FastifyRequest, reply: FastifyReply) =>
    pageCookieKey ? (caller: Caller, userToken: string) => setPageCookie(pageCookieKey, request, reply, caller, userToken) : undefined;

  await app.register(formbody);
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    multipartBodies.set(request, payload);
    done(null);
  });

  app.post<{ Params: CallParams }>(
    CALL_ROUTE,
    {
      onRequest: async (request, reply) => {
        // Call answers carry members' personal data (and sign-in tokens): no cache, private or shared, keeps one.
        reply.header('cache-control', 'no-store');
        const { service, action } = request.params as CallParams;
        if (deps.registry.find(service, action)) return;
        // Refused before its body is read; the connection is closed so the unread body is never taken in.
        return reply.header('connection', 'close').send(failed(MESSAGES.notFound));
      },
    },
    async (request, reply) => {
      const multipartBody = multipartBodies.get(request);
      const call = deps.registry.find(request.params.service, request.params.action);
      if (holdsMalformedText(request.body)) {
        request.log.info({ call: `${request.params.service}/${request.params.action}` }, 'call refused: malformed text');
        return reply.send(failed(MESSAGES.malformedText));
      }
      if (!multipartBody || !call) {
        const answer = await dispatch(
          { ...request.params, body: request.body, log: request.log, clientAddress: request.ip, origin: originOf(request), onAdmitted: admitted(request, reply) },
          deps,
        );
        return send(reply, answer, call);
      }
      return multipartCall(request, reply, call, multipartBody);
    },
  );

  async function multipartCall(request: FastifyRequest<{ Params: CallParams }>, reply: FastifyReply, call: RegisteredCall, body: Readable) {
    let reader: MultipartReader;
    try {
      reader = new MultipartReader(body, request.headers, {
        files: (call.uploads?.maxFiles ?? 0) + 1,
        fileSize: (call.uploads ? largestFile(call.uploads) : 0) + 1,
      });
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      request.log.info({ call: call.contract.path }, 'call refused: malformed multipart body');
      return reply.header('connection', 'close').send(failed(error.message));
    }
    let files: FileSource | undefined;
    let answer: Awaited<ReturnType<typeof dispatch>>;
    try {
      const { fields, fileAhead } = await reader.readFields();
      files = new FileSource(reader, fileAhead, uploadSlots, uploadTempDir);
      if (holdsMalformedText(fields)) throw new MultipartError(MESSAGES.malformedText);
      answer = await dispatch(
        { ...request.params, body: fields, files, log: request.log, clientAddress: request.ip, origin: originOf(request), onAdmitted: admitted(request, reply) },
        deps,
      );
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      request.log.info({ call: call.contract.path }, 'call refused: malformed multipart body');
      answer = failed(error.message);
    } finally {
      await files?.dispose();
      if (!reader.finished) {
        // Refused before the whole body was read: the rest is never read, and the connection is not reused.
        reader.abort();
        reply.header('connection', 'close');
      }
    }
    return send(reply, answer, call);
  }
};

function send(reply: FastifyReply, answer: Awaited<ReturnType<typeof dispatch>>, call: RegisteredCall | undefined) {
  if (answer instanceof SerializedEnvelope) {
    if (call) callOutcomes.inc({ call: call.contract.path, outcome: 'cached' });
    return reply.type(JSON_CONTENT_TYPE).send(answer.json);
  }
  if (call) callOutcomes.inc({ call: call.contract.path, outcome: answer.result?.isSuccess ? 'ok' : 'failed' });
  return answer;
}

/**
 * The origin a call was sent to (`request.protocol` and `request.host` follow `X-Forwarded-Proto/Host` only from a
 * trusted proxy, decision 0021), or undefined when the host is not a plain name or address with an optional port.
 */
export function originOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  const host = request.host;
  if (!host || !/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return undefined;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
