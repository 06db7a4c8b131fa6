import type { CallContract, RoleCode } from '@badminton/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { type RateLimit, tryHit } from '../modules/rate-limits/service';
import { type GuardedCallContext, type RegisteredCall, roleCall, type UploadPolicy, type WriteOptions } from '../registry/types';
import { DEFAULT_SUBMITS, type UploadRules } from './policy';

type Payload<C extends CallContract> = z.output<C['input']>;
type Answer<C extends CallContract> = z.input<C['output']>;

/**
 * Registers a call that accepts uploads: a role call (uploads always have a signed-in owner) with its declared
 * upload rules. The pipeline (decision 0020) checks signature, session and role, counts the submit, validates the
 * text fields, then streams the files to disk under these limits, decodes and re-encodes each image, and hands the
 * handler the re-encoded images in `files` (store them with `storeUpload`).
 */
export function uploadCall<C extends CallContract>(
  deps: { db: Database; clock: Clock },
  contract: C,
  roles: readonly [RoleCode, ...RoleCode[]],
  rules: UploadRules,
  handler: (input: Payload<C>, context: GuardedCallContext) => Promise<Answer<C>>,
  options: WriteOptions = {},
): RegisteredCall {
  const submits = rules.submits ?? DEFAULT_SUBMITS;
  const limit: RateLimit = { scope: `upload-submit:${contract.path}`, limit: submits.limit, window: { kind: 'rolling', seconds: submits.windowSeconds } };
  const uploads: UploadPolicy = { ...rules, countSubmit: (caller) => tryHit(deps.db, limit, String(caller.userId), deps.clock.now()) };
  return { ...roleCall(contract, roles, handler, options), uploads };
}
