import { actionOf, MESSAGES, type RoleCode, signatureSource } from '@badminton/contracts';
import MD5 from 'crypto-js/md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { holdsMalformedText } from '../src/http/call-routes';
import type { RegisteredCall } from '../src/registry/types';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callUrl, signedBody } from './helpers/call';

/**
 * Contract-driven fuzzing of every registered call (issue 10.3). For each call of `app.callRegistry`, the payload
 * fields of its zod input schema get wrong types, out-of-range numbers, NUL and other control characters, huge
 * strings, deep nesting, prototype keys and arrays for scalars, one field at a time and mixed by a seeded
 * generator; bodies also arrive as raw JSON with `__proto__`/`constructor` keys and form-encoded. Requests are signed
 * like the browser signs them, and calls restricted to roles run with a signed-in session of an allowed role.
 * Every answer must be HTTP 200 with the envelope and no fault; the service must stay healthy.
 */

const SEED = 0x5eed_2026;
const MIXED_CASES_PER_CALL = 12;

/** Deterministic PRNG (mulberry32). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return { next, below, pick: <T>(items: readonly T[]): T => items[below(items.length)] };
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Values every field gets, whatever its declared type. */
const HOSTILE: readonly unknown[] = [
  // numbers out of every column's range, and not-quite numbers
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '1e308',
  '0x10',
  ' 7 ',
  // text that must not reach SQL, or that is SQL
  'a\u0000b',
  '\u0000',
  'x\u001b[31my',
  'x\u007f',
  // lone UTF-16 surrogates (half characters: PostgreSQL refuses them, SQLSTATE 22021), and a proper pair
  '\ud800',
  '\udc00',
  'a\ud800b',
  '张三\udbff',
  '\udfff\ud800',
  '\ud83d\ude00',
  '\u202e\u0645',
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  'x'.repeat(100_000),
  '',
  ' ',
  // wrong types
  true,
  null,
  {},
  { a: 1 },
  [],
  ['a'],
  [1, 2],
  [[]],
  nested(200),
];

/** Random text with control characters, surrogates and CJK. */
function randomText(random: ReturnType<typeof generator>): string {
  const length = random.pick([1, 8, 64, 5_000]);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += String.fromCharCode(random.pick([random.below(32), 0x7f, 0x4e00 + random.below(500), 0xd800 + random.below(0x800), 48 + random.below(10), 97 + random.below(26)]));
  }
  return text;
}

// ---------------------------------------------------------------------------------------------- schema walking

interface ZodInternals {
  _zod: { def: { type: string; [key: string]: unknown } };
}

function defOf(schema: unknown): ZodInternals['_zod']['def'] {
  return (schema as ZodInternals)._zod.def;
}

/** The type a field finally checks, under optional/default/preprocess wrappers. */
function baseType(schema: unknown, depth = 0): ZodInternals['_zod']['def'] {
  const def = defOf(schema);
  if (depth > 10) return def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return baseType(def.innerType, depth + 1);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? baseType(def.out, depth + 1) : baseType(def.in, depth + 1);
    default:
      return def;
  }
}

/** A plausible value of a field, so the other fields of a case get past their own checks. */
function plausible(schema: unknown): unknown {
  const def = baseType(schema);
  switch (def.type) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'union':
      return plausible((def.options as unknown[])[0]);
    default:
      return '1';
  }
}

function fieldsOf(call: RegisteredCall): Array<[string, z.ZodType]> {
  const shape = (call.contract.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape);
}

// ---------------------------------------------------------------------------------------------- requests

interface Case {
  call: string;
  label: string;
  /** The body holds a lone surrogate: it must be refused with 内容包含无法识别的字符 (issue 22 point 10). */
  malformed: boolean;
  send: () => Promise<{ statusCode: number; body: string }>;
}

interface Session {
  userToken: string;
  userId: number;
}

let t: TestApp;
const sessions = new Map<string, Session>();

async function sessionFor(call: RegisteredCall, index: number): Promise<Session | undefined> {
  if (call.roles === 'public') return undefined;
  const role = call.roles[index % call.roles.length] as RoleCode;
  const key = `${call.contract.path}:${role}`;
  let session = sessions.get(key);
  if (!session) {
    session = await signedInUser(t.database.db, role);
    sessions.set(key, session);
  }
  return session;
}

function inject(call: RegisteredCall, payload: string, contentType: string) {
  return t.app
    .inject({ method: 'POST', url: callUrl(call.contract.path), headers: { 'content-type': contentType }, payload })
    .then((response) => ({ statusCode: response.statusCode, body: response.body }));
}

function jsonCase(call: RegisteredCall, label: string, index: number, payload: Record<string, unknown>): Case {
  return {
    call: call.contract.path,
    label,
    malformed: holdsMalformedText(payload),
    send: async () => inject(call, JSON.stringify(signedBody(call.contract.path, payload, await sessionFor(call, index))), 'application/json'),
  };
}

/** A raw JSON body with extra members spliced in front (keys JSON.stringify cannot produce from an object literal). */
function rawCase(call: RegisteredCall, label: string, index: number, members: string, malformed = false): Case {
  return {
    call: call.contract.path,
    label,
    malformed,
    send: async () => {
      const body = JSON.stringify(signedBody(call.contract.path, {}, await sessionFor(call, index)));
      return inject(call, `{${members},${body.slice(1)}`, 'application/json');
    },
  };
}

function formCase(call: RegisteredCall, label: string, index: number, fields: Array<[string, string]>): Case {
  return {
    call: call.contract.path,
    label,
    malformed: false,
    send: async () => {
      const session = await sessionFor(call, index);
      const ts = Math.floor(Date.now() / 1000);
      const token = MD5(signatureSource(actionOf(call.contract.path), ts, session?.userToken)).toString();
      const signature: Array<[string, string]> = [['ts', String(ts)], ['token', token]];
      if (session) signature.push(['userToken', session.userToken]);
      const form = new URLSearchParams([...fields, ...signature]);
      return inject(call, form.toString(), 'application/x-www-form-urlencoded');
    },
  };
}

function casesOf(call: RegisteredCall, random: ReturnType<typeof generator>): Case[] {
  const fields = fieldsOf(call);
  const baseline = Object.fromEntries(fields.map(([name, schema]) => [name, plausible(schema)]));
  const cases: Case[] = [jsonCase(call, 'plausible', 0, baseline)];
  let index = 1;
  for (const [name] of fields) {
    for (const value of HOSTILE) {
      cases.push(jsonCase(call, `${name}=${JSON.stringify(value)?.slice(0, 40)}`, index, { ...baseline, [name]: value }));
      index += 1;
    }
  }
  for (let mixed = 0; mixed < MIXED_CASES_PER_CALL; mixed += 1) {
    const payload: Record<string, unknown> = { ...baseline };
    for (const [name] of fields) {
      const roll = random.next();
      if (roll < 0.4) payload[name] = random.pick(HOSTILE);
      else if (roll < 0.7) payload[name] = randomText(random);
    }
    cases.push(jsonCase(call, `mixed #${mixed}`, index, payload));
    index += 1;
  }
  const firstField = fields[0]?.[0] ?? 'id';
  cases.push(
    rawCase(call, '__proto__ member', index++, '"__proto__":{"isSuccess":true,"roles":"public"}'),
    rawCase(call, 'constructor.prototype member', index++, '"constructor":{"prototype":{"polluted":true}}'),
    rawCase(call, `${firstField}.__proto__`, index++, `"${firstField}":{"__proto__":{"polluted":true}}`),
    rawCase(call, 'lone surrogate in a member name', index++, '"k\\ud800":1', true),
    rawCase(call, `${firstField}: lone surrogate escaped in raw JSON`, index++, `"${firstField}":"\\udc00x"`, true),
    jsonCase(call, 'prototype-named fields', index++, { ...baseline, constructor: 'x', toString: 1, hasOwnProperty: null, prototype: {} }),
    formCase(call, 'form: NUL and huge', index++, fields.map(([name], i) => [name, i % 2 === 0 ? 'a\u0000b' : 'y'.repeat(50_000)])),
    formCase(call, 'form: out-of-range numbers', index++, fields.map(([name]) => [name, '2147483648'])),
    formCase(call, 'form: repeated fields', index++, fields.flatMap(([name]): Array<[string, string]> => [[name, '1'], [name, '2']])),
    formCase(call, 'form: prototype keys', index++, [['__proto__', 'x'], ['constructor', 'y'], ['constructor[prototype][polluted]', '1']]),
  );
  return cases;
}

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const envelope = body as Record<string, unknown>;
  const result = envelope.result as Record<string, unknown> | null | undefined;
  const error = envelope.error as Record<string, unknown> | null | undefined;
  return (
    typeof envelope.success === 'boolean' &&
    typeof envelope.unAuthorizedRequest === 'boolean' &&
    (result === null || (typeof result === 'object' && typeof result.isSuccess === 'boolean')) &&
    (error === null || (typeof error === 'object' && typeof error.message === 'string'))
  );
}

// ---------------------------------------------------------------------------------------------- the run

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('fuzzing every registered call', () => {
  it(
    'answers every hostile payload with the envelope, never a fault',
    async () => {
      const calls = t.app.callRegistry.list();
      expect(calls.length).toBeGreaterThan(40);
      const random = generator(SEED);
      const problems: string[] = [];
      const reachedAsCaller = new Map<string, number>();
      let sent = 0;
      for (const call of calls) {
        for (const fuzzCase of casesOf(call, random)) {
          const { statusCode, body } = await fuzzCase.send();
          sent += 1;
          let parsed: unknown;
          try {
            parsed = JSON.parse(body);
          } catch {
            parsed = undefined;
          }
          const envelope = parsed as { success?: boolean; unAuthorizedRequest?: boolean } | undefined;
          if (statusCode !== 200 || !isEnvelope(parsed) || envelope?.success !== true) {
            problems.push(`${fuzzCase.call} [${fuzzCase.label}] → ${statusCode} ${body.slice(0, 160)}`);
          } else if (fuzzCase.malformed && (parsed as { result?: { errorMsg?: string } }).result?.errorMsg !== MESSAGES.malformedText) {
            problems.push(`${fuzzCase.call} [${fuzzCase.label}] → a lone surrogate not refused: ${body.slice(0, 160)}`);
          }
          if (call.roles !== 'public' && envelope?.unAuthorizedRequest === false) {
            reachedAsCaller.set(call.contract.path, (reachedAsCaller.get(call.contract.path) ?? 0) + 1);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(sent).toBeGreaterThan(2_000);
      // The signed-in sessions really got the role calls past the session check (not just "登录已失效").
      for (const call of calls.filter((entry) => entry.roles !== 'public')) {
        expect(reachedAsCaller.get(call.contract.path) ?? 0, call.contract.path).toBeGreaterThan(0);
      }
    },
    240_000,
  );

  it('refuses a body over the limit with the envelope', async () => {
    const [call] = t.app.callRegistry.list();
    const response = await t.app.inject({
      method: 'POST',
      url: callUrl(call.contract.path),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(signedBody(call.contract.path, { padding: 'z'.repeat(3 * 1024 * 1024) })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { isSuccess: false, errorMsg: '请求内容过大' } });
  });

  it('is still healthy afterwards', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
