import { defineCall, MESSAGES, Role } from '@badminton/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client';
import { callRoutes } from '../src/http/call-routes';
import { installErrorHandler } from '../src/http/errors';
import { BusinessError } from '../src/lib/errors';
import { authenticate } from '../src/modules/accounts/service';
import { CallRegistry } from '../src/registry/call-registry';
import { publicCall, roleCall } from '../src/registry/types';
import { signedInUser } from './helpers/accounts';
import { call, signedBody } from './helpers/call';
import { openTestDatabase } from './helpers/database';

/** The HTTP pipeline with calls made for this test: role gate, handler outcomes, answer shaping. */

const athleteOnly = defineCall({
  path: 'PipelineTest/AthleteOnly',
  summary: '仅运动员',
  input: z.object({ word: z.string({ error: '请输入词语' }).min(2, '词语至少两个字') }),
  output: z.object({ echoed: z.string(), userId: z.number() }),
});
const crashes = defineCall({ path: 'PipelineTest/Crashes', summary: '意外故障', input: z.object({}), output: z.object({}) });
const refuses = defineCall({ path: 'PipelineTest/Refuses', summary: '业务失败', input: z.object({}), output: z.object({}) });
const leaks = defineCall({
  path: 'PipelineTest/Leaks',
  summary: '多余字段',
  input: z.object({}),
  output: z.object({ name: z.string() }),
});

let database: DatabaseHandle;
let app: FastifyInstance;
const seenInputs: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const registry = new CallRegistry([
    roleCall(athleteOnly, [Role.Athlete], async (input, { caller }) => {
      seenInputs.push(input);
      return { echoed: input.word, userId: caller.userId };
    }),
    publicCall(crashes, async () => {
      throw new Error('connection to 10.0.0.5 failed at SecretModule.run');
    }),
    publicCall(refuses, async () => {
      throw new BusinessError('名额已满');
    }),
    publicCall(leaks, async () => ({ name: '公开', passwordHash: 'secret' }) as { name: string }),
  ]);
  app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(callRoutes, { registry, authenticate: (token) => authenticate(database.db, new Date(), token), now: Date.now });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('role gate and payload validation', () => {
  it('runs the handler for an allowed role with the validated payload, without augmentation fields', async () => {
    const athlete = await signedInUser(database.db, Role.Athlete);
    const envelope = await call(app, athleteOnly.path, { word: '羽球', extra: 'dropped' }, athlete);
    expect(envelope.result).toEqual({ isSuccess: true, echoed: '羽球', userId: athlete.userId });
    expect(seenInputs.at(-1)).toEqual({ word: '羽球' });
  });

  it('refuses a wrong role before the handler runs', async () => {
    const count = seenInputs.length;
    const institution = await signedInUser(database.db, Role.Institution);
    const envelope = await call(app, athleteOnly.path, { word: '羽球' }, institution);
    expect(envelope).toEqual({ success: true, result: { isSuccess: false, errorMsg: MESSAGES.forbidden }, error: null, unAuthorizedRequest: false });
    expect(seenInputs).toHaveLength(count);
  });

  it('checks the session before the payload', async () => {
    const envelope = await call(app, athleteOnly.path, { word: '' });
    expect(envelope.unAuthorizedRequest).toBe(true);
  });

  it('answers the first validation message', async () => {
    const athlete = await signedInUser(database.db, Role.Athlete);
    expect((await call(app, athleteOnly.path, {}, athlete)).result).toEqual({ isSuccess: false, errorMsg: '请输入词语' });
    expect((await call(app, athleteOnly.path, { word: '羽' }, athlete)).result).toEqual({ isSuccess: false, errorMsg: '词语至少两个字' });
  });
});

describe('handler outcomes', () => {
  it('turns a business error into isSuccess false', async () => {
    expect((await call(app, refuses.path)).result).toEqual({ isSuccess: false, errorMsg: '名额已满' });
  });

  it('answers an unexpected fault with success false and no details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/services/app/${crashes.path}`,
      payload: signedBody(crashes.path),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, result: null, error: { message: MESSAGES.unexpected }, unAuthorizedRequest: false });
    expect(response.body).not.toMatch(/SecretModule|10\.0\.0\.5|stack/);
  });

  it('shapes answers by the contract, dropping fields it does not declare', async () => {
    expect((await call(app, leaks.path)).result).toEqual({ isSuccess: true, name: '公开' });
  });
});
