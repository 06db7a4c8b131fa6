import { AUGMENTATION_FIELDS, type Envelope, MESSAGES } from '@badminton/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { failed, succeeded, unauthorized } from '../http/envelope';
import { userTokenOf, verifySignature } from '../http/signature';
import { BusinessError } from '../lib/errors';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { type FileSource, NO_FILES } from '../uploads/receive';
import type { CallRegistry } from './call-registry';
import { cacheKey, type Computed, type ResponseCache } from './response-cache';
import type { CallContext, Caller, RegisteredCall, UploadedFiles } from './types';

export interface DispatchDeps {
  registry: CallRegistry;
  /** Resolves (and touches) the session of a userToken. */
  authenticate(userToken: string | undefined): Promise<Caller | null>;
  /** Current time in milliseconds (the signature window is checked against it). */
  now(): number;
  /** The answer cache of the calls declaring `cache`; without it nothing is cached. */
  cache?: ResponseCache;
}

/** An envelope already serialized to JSON (a cached answer), sent as is. */
export class SerializedEnvelope {
  constructor(readonly json: Buffer) {}
}

export const NO_TIME_LIMIT = () => undefined;

export interface CallRequest {
  service: string;
  action: string;
  /** The text fields: a JSON or form-encoded body, or the text parts of a multipart body before its first file. */
  body: unknown;
  /** Multipart only: the files after the text fields, read only once the request has been admitted. */
  files?: FileSource;
  log: FastifyBaseLogger;
  clientAddress: string;
  /** The origin the request was sent to (CallContext.origin). */
  origin?: string;
  /** Told the caller (and the token it was resolved from) once a role call has admitted it; the HTTP layer sets the page cookie. */
  onAdmitted?(caller: Caller, userToken: string): void;
}

type Gate = { ok: true; caller: Caller | null } | { ok: false; envelope: Envelope };

export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The payload: the body without the request augmentation fields (they belong to the HTTP layer, never to a handler). */
export function payloadOf(body: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!(AUGMENTATION_FIELDS as readonly string[]).includes(name)) payload[name] = value;
  }
  return payload;
}

/**
 * A multipart request must carry its signature fields (and, for a call restricted to roles, the user token) before
 * its first file, so that it can be refused before any file byte is read.
 */
function signedBeforeFiles(call: RegisteredCall, body: Record<string, unknown>): boolean {
  const present = (name: string) => typeof body[name] === 'string' && body[name] !== '';
  return present('ts') && present('token') && (call.roles === 'public' || present('userToken'));
}

async function admit(call: RegisteredCall, body: Record<string, unknown>, deps: DispatchDeps, log: FastifyBaseLogger): Promise<Gate> {
  const path = call.contract.path;
  if (call.roles === 'public') return { ok: true, caller: null };
  const caller = await deps.authenticate(userTokenOf(body));
  if (!caller) {
    log.info({ call: path }, 'call refused: no valid session');
    return { ok: false, envelope: unauthorized() };
  }
  if (!call.roles.includes(caller.role)) {
    log.info({ call: path, role: caller.role }, 'call refused: role not allowed');
    return { ok: false, envelope: failed(MESSAGES.forbidden) };
  }
  return { ok: true, caller };
}

/**
 * Runs one call through the pipeline: lookup → signature → session and role → submit limit (upload calls) →
 * payload validation → files (multipart: streamed, checked and re-encoded under the call's upload rules) →
 * handler → answer shaped by the contract. Business failures become `isSuccess: false`; any other
 * error propagates to the central error handler.
 */
export async function dispatch(request: CallRequest, deps: DispatchDeps): Promise<Envelope | SerializedEnvelope> {
  const { service, action, log } = request;
  const call = deps.registry.find(service, action);
  if (!call) return failed(MESSAGES.notFound);

  const body = asRecord(request.body);
  if (request.files?.pending && !signedBeforeFiles(call, body)) {
    log.info({ call: call.contract.path }, 'call refused: a file before the signature fields');
    return failed(MESSAGES.badRequest);
  }
  const signature = verifySignature(action, body, deps.now());
  if (!signature.ok) {
    log.info({ call: call.contract.path, reason: signature.reason }, 'call refused: signature');
    return failed(signature.message);
  }

  const gate = await admit(call, body, deps, log);
  if (!gate.ok) return gate.envelope;
  const userToken = userTokenOf(body);
  if (gate.caller && userToken) request.onAdmitted?.(gate.caller, userToken);

  if (call.uploads && gate.caller && !(await call.uploads.countSubmit(gate.caller))) {
    log.info({ call: call.contract.path, userId: gate.caller.userId }, 'call refused: upload submit limit');
    return failed(UPLOAD_MESSAGES.tooFrequent);
  }

  const input = call.contract.input.safeParse(payloadOf(body));
  if (!input.success) return failed(input.error.issues[0]?.message ?? MESSAGES.badRequest);

  let files: UploadedFiles = NO_FILES;
  if (request.files?.pending) {
    if (!call.uploads) {
      log.info({ call: call.contract.path }, 'call refused: files sent to a call that accepts none');
      return failed(MESSAGES.badRequest);
    }
    try {
      files = await request.files.receive(call.uploads);
    } catch (error) {
      if (error instanceof BusinessError) return failed(error.message);
      throw error;
    }
  }

  const context: CallContext = { caller: gate.caller, log, clientAddress: request.clientAddress, origin: request.origin, files, validUntil: NO_TIME_LIMIT };
  return runCall(call, input.data, context, deps.cache);
}

/**
 * The last steps of every call, once it has been admitted and its payload validated: the answer cache (a cached call),
 * the handler, the answer shaped by the contract, the invalidation of what it wrote. Also run by the web tier's
 * render endpoint (http/render-routes.ts), so that its answers are the ones the HTTP call gives.
 */
export async function runCall(call: RegisteredCall, input: unknown, context: CallContext, cache: ResponseCache | undefined): Promise<Envelope | SerializedEnvelope> {
  if (call.cache && cache) {
    const key = cacheKey(call.contract.path, input);
    const stored = cache.peek(key);
    if (stored) return new SerializedEnvelope(stored);
    return new SerializedEnvelope(await cache.load(key, call.cache, () => compute(call, input, context)));
  }
  try {
    return await answer(call, input, context);
  } finally {
    // Before the answer leaves: with shared versions, no copy serves what this call changed once the caller has it.
    if (call.invalidates && cache) await cache.invalidate(call.invalidates);
  }
}

/** Runs the handler; the answer shaped by the contract, or the business failure. */
async function answer(call: RegisteredCall, input: unknown, context: CallContext): Promise<Envelope> {
  try {
    const payload = await call.handler(input as never, context);
    return succeeded(call.contract.output.parse(payload) as Record<string, unknown>);
  } catch (error) {
    if (error instanceof BusinessError) return failed(error.message);
    throw error;
  }
}

/** The answer of a cached call, serialized; stored only when successful. */
async function compute(call: RegisteredCall, input: unknown, context: CallContext): Promise<Computed> {
  let validUntil: number | undefined;
  const envelope = await answer(call, input, {
    ...context,
    validUntil: (instant) => {
      if (instant) validUntil = Math.min(validUntil ?? Number.POSITIVE_INFINITY, instant.getTime());
    },
  });
  return { body: Buffer.from(JSON.stringify(envelope)), store: envelope.result?.isSuccess === true, validUntil };
}
