import { getPublicKey, type UserData } from '@badminton/contracts';
import type { FastifyInstance } from 'fastify';
import { JSEncrypt } from 'jsencrypt';
import { expect } from 'vitest';
import { callOk } from './call';

/** Encrypts like the browser: jsencrypt with the public key served by CommonApi/GetPublicKey. */
export async function browserEncryptor(app: FastifyInstance): Promise<(value: string) => string> {
  const { publicKey } = (await callOk(app, getPublicKey.path)) as unknown as { publicKey: string };
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  return (value: string) => {
    const encrypted = encryptor.encrypt(value);
    if (encrypted === false) throw new Error('jsencrypt 加密失败');
    return encrypted;
  };
}

export interface OutboxEntry {
  mobile: string;
  code: string | null;
  content: string;
  createdAt: string;
}

/** The sandbox outbox of a mobile, newest first, after the due jobs ran (codes are texted by the `sms.send` job). */
export async function outbox(app: FastifyInstance, mobile: string): Promise<OutboxEntry[]> {
  await app.jobs.runDue();
  const response = await app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The newest code sent to a mobile (read from the sandbox outbox). */
export async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const [newest] = await outbox(app, mobile);
  if (!newest?.code) throw new Error(`没有发往 ${mobile} 的验证码`);
  return newest.code;
}

/** Narrows a login answer. */
export function userDataOf(result: Record<string, unknown>): UserData {
  return (result as { userData: UserData }).userData;
}

/** A different valid 4-digit code. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10000).padStart(4, '0');
}
