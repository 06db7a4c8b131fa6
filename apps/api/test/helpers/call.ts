import { actionOf, type Envelope, signatureSource } from '@badminton/contracts';
import MD5 from 'crypto-js/md5';
import type { FastifyInstance } from 'fastify';

export interface SignOptions {
  userToken?: string;
  userId?: number;
  /** Seconds; defaults to now. */
  ts?: number;
}

/** The augmented body exactly as the browser's api-client builds it (crypto-js MD5). */
export function signedBody(path: string, payload: Record<string, unknown> = {}, options: SignOptions = {}) {
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  const token = MD5(signatureSource(actionOf(path), ts, options.userToken)).toString();
  const session = options.userToken
    ? { userToken: options.userToken, userid: String(options.userId ?? ''), user_id: String(options.userId ?? '') }
    : {};
  return { ...payload, ...session, ts, token };
}

export function callUrl(path: string): string {
  return `/api/services/app/${path}`;
}

/** Every request body this test file sent (JSON text, or the text fields of a multipart form). */
export const sentBodies: string[] = [];

/** POSTs a JSON body to a call and returns the envelope. */
export async function postCall(app: FastifyInstance, path: string, body: unknown): Promise<{ status: number; envelope: Envelope<Record<string, unknown>> }> {
  sentBodies.push(JSON.stringify(body));
  const response = await app.inject({ method: 'POST', url: callUrl(path), payload: body as Record<string, unknown> });
  return { status: response.statusCode, envelope: response.json() };
}

export interface FormFile {
  name: string;
  content: Uint8Array;
  filename: string;
  type?: string;
}

/** Signs and sends a multipart call (text fields + files), like the api-client's isFormSubmit with files. */
export async function callForm(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string | number>,
  files: FormFile[] = [],
  options: SignOptions = {},
): Promise<Envelope<Record<string, unknown>>> {
  const body = signedBody(path, fields, options);
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  for (const file of files) form.append(file.name, new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.filename);
  sentBodies.push(JSON.stringify(body));
  const response = await app.inject({ method: 'POST', url: callUrl(path), payload: form });
  return response.json();
}

/** Signs and sends a call; returns the envelope. */
export async function call(app: FastifyInstance, path: string, payload: Record<string, unknown> = {}, options: SignOptions = {}) {
  return (await postCall(app, path, signedBody(path, payload, options))).envelope;
}

/** Signs and sends a call that must succeed; returns `result` (with isSuccess). */
export async function callOk(app: FastifyInstance, path: string, payload: Record<string, unknown> = {}, options: SignOptions = {}) {
  const envelope = await call(app, path, payload, options);
  if (!envelope.success || !envelope.result?.isSuccess) {
    throw new Error(`${path} 失败：${JSON.stringify(envelope)}`);
  }
  return envelope.result;
}
