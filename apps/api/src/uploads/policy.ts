import type { CallContract, RoleCode } from '@badminton/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { type RateLimit, tryHit } from '../modules/rate-limits/service';
import { type Caller, type GuardedCallContext, type RegisteredCall, roleCall, type WriteOptions } from '../registry/types';

/** The image formats an upload may be (by content, after decoding; never by file name or declared type). */
export type ImageKind = 'jpg' | 'png';
/** The document formats an upload may be (by content: the format's signature and structure; decision 0035). */
export type DocumentKind = 'pdf';
/** Every format an upload field may accept. */
export type UploadKind = ImageKind | DocumentKind;

/** One file field a call accepts. */
export interface UploadField {
  /** Largest file, in bytes; enforced while the file streams in. */
  maxBytes: number;
  /** Formats accepted (the content must be one of them: images decoded and re-encoded, documents checked; decision 0035). */
  kinds: readonly UploadKind[];
  /** Answered when the content does not decode as one of `kinds`. */
  typeMessage: string;
  /** Answered when the file is over `maxBytes`. */
  sizeMessage: string;
  /** Most files under this field name (default 1). */
  maxCount?: number;
}

/** What an upload call declares: its file fields and limits. A call without it accepts no file at all. */
export interface UploadRules {
  /** Accepted file fields by name; a file under any other name is refused before a byte of it is kept. */
  fields: Readonly<Record<string, UploadField>>;
  /** Most files in one request, over all fields. */
  maxFiles: number;
  /** Answered when a request carries more files than `maxFiles` (or a field more than its `maxCount`). */
  countMessage: string;
  /** Submits per user (any encoding, with or without files) in a rolling window; default 20 per 10 minutes. */
  submits?: { limit: number; windowSeconds: number };
}

/** The rules as registered: plus the submit counter of the call (kept in the database, shared by every copy). */
export interface UploadPolicy extends UploadRules {
  /** Counts one submit of `caller`; false when the caller is over the call's submit limit. */
  countSubmit(caller: Caller): Promise<boolean>;
}

export const DEFAULT_SUBMITS = { limit: 20, windowSeconds: 600 } as const;

/** The largest `maxBytes` of the rules (the parser's hard bound). */
export function largestFile(rules: UploadRules): number {
  return Math.max(0, ...Object.values(rules.fields).map((field) => field.maxBytes));
}

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
