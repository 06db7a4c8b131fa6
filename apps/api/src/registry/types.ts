import type { CallContract, RoleCode } from '@badminton/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CacheTag } from './cache-tags';
import type { UploadRules } from '../uploads/policy';
import type { UploadedFiles } from '../uploads/receive';
import type { CachePolicy } from './response-cache';

export type { UploadedFiles };

/** Who may make a call: everyone (visitors included), or signed-in users of the listed roles. */
export type CallRoles = 'public' | readonly RoleCode[];

/** The signed-in user behind a request, resolved from the session (never from the payload). */
export interface Caller {
  userId: number;
  role: RoleCode;
  sessionId: number;
  /** What the caller may reach beyond their own records, resolved once per request at authentication (decision 0023). */
  scope: CallerScope;
}

/**
 * What a signed-in caller may reach beyond the role check (decision 0023), resolved once per request when the
 * session is authenticated (`modules/accounts/scope.ts`; the checks of it are `./scope.ts`):
 * - `self` (athletes, evaluators): their own records only;
 * - `institution` (role 3): their own records and their institution's (an institution is keyed by its account);
 * - `province` (role 4): records in the province they review (`null`: none assigned yet, so none);
 * - `national` (role 5): every record.
 */
export type CallerScope =
  | { readonly kind: 'self' }
  | { readonly kind: 'institution'; readonly institutionId: number }
  | { readonly kind: 'province'; readonly provinceCode: number | null }
  | { readonly kind: 'national' };

export interface CallContext {
  /** Set for calls restricted to roles; `null` for public calls. */
  caller: Caller | null;
  log: FastifyBaseLogger;
  /** The client's address (from `X-Forwarded-For` only when `TRUST_PROXY` is set). */
  clientAddress: string;
  /**
   * The origin the call was sent to (`http://192.168.1.20:8080`; behind a trusted proxy its forwarded host and scheme),
   * when it is a plain host[:port]: the sandbox pay code's default address (issue 28.8). Absent for internal calls.
   */
  origin?: string;
  /**
   * The uploaded images of a call declaring `uploads` (decision 0020), by field name: decoded, checked against the
   * call's rules and re-encoded (`content` is the re-encoded file, never the bytes sent). Empty otherwise, and for
   * JSON and form-encoded requests.
   */
  files: UploadedFiles;
  /**
   * For a cached call whose answer depends on the time: the answer must not be served from the cache at or after
   * `instant` (`null`: no limit besides the TTL). Does nothing for calls that are not cached.
   */
  validUntil(instant: Date | null): void;
}

export interface GuardedCallContext extends CallContext {
  caller: Caller;
}

type Payload<C extends CallContract> = z.output<C['input']>;
type Answer<C extends CallContract> = z.input<C['output']>;

/** A registry entry: the shared contract, the roles allowed, the handler and its cache rules. */
export interface RegisteredCall<C extends CallContract = CallContract> {
  readonly contract: C;
  readonly roles: CallRoles;
  /** Runs after signature, session, role and payload checks; returns the answer payload (without `isSuccess`). */
  readonly handler: (input: Payload<C>, context: CallContext) => Promise<Answer<C>>;
  /**
   * Public read calls only: successful answers are cached per canonical input for `ttlMs` and dropped when a call
   * invalidating one of `tags` runs (docs/decisions/0011-response-cache-and-query-limit.md).
   */
  readonly cache?: CachePolicy;
  /** Tags of the cached answers this call may change (it writes their tables); dropped after the handler ran. */
  readonly invalidates?: readonly CacheTag[];
  /**
   * The call changes nothing (no row, no counter, no file, no job): its answer only reads. Only such calls may be run
   * for the web tier's server render (`POST /api/render/call`, http/render-routes.ts). Every cached call is one.
   */
  readonly reads?: true;
  /**
   * The files this call accepts (`uploadCall` in `src/uploads/call.ts`); without it a request carrying a file is
   * refused before any byte of the file is read.
   */
  readonly uploads?: UploadPolicy;
}

/**
 * A registered call's upload rules (`uploadCall`, `src/uploads/call.ts`): the rules it declared plus its submit counter
 * (kept in the database, shared by every copy).
 */
export interface UploadPolicy extends UploadRules {
  /** Counts one submit of `caller`; false when the caller is over the call's submit limit. */
  countSubmit(caller: Caller): Promise<boolean>;
}

export interface WriteOptions {
  /** Tags of the tables this call writes (see `CacheTag`). */
  invalidates?: readonly CacheTag[];
  /** The call changes nothing (`RegisteredCall.reads`); never with `invalidates` or uploads. */
  reads?: true;
}

export interface PublicCallOptions extends WriteOptions {
  /**
   * Cache the answers (a read-only call whose answer depends on its payload and the listed tables only — never on
   * the caller, the client address or the session).
   */
  cache?: CachePolicy;
}

/** Registers a call anyone may make, visitors included. */
export function publicCall<C extends CallContract>(
  contract: C,
  handler: (input: Payload<C>, context: CallContext) => Promise<Answer<C>>,
  options: PublicCallOptions = {},
): RegisteredCall {
  return { contract, roles: 'public', handler: handler as RegisteredCall['handler'], ...options, ...(options.cache ? { reads: true } : {}) };
}

/** Registers a call restricted to signed-in users of the given roles; the handler always has a caller. Never cached. */
export function roleCall<C extends CallContract>(
  contract: C,
  roles: readonly [RoleCode, ...RoleCode[]],
  handler: (input: Payload<C>, context: GuardedCallContext) => Promise<Answer<C>>,
  options: WriteOptions = {},
): RegisteredCall {
  const guarded = (input: Payload<C>, context: CallContext) => {
    if (!context.caller) throw new Error(`${contract.path} 在没有登录用户的情况下被调用`);
    return handler(input, { ...context, caller: context.caller });
  };
  return {
    contract,
    roles,
    handler: guarded as RegisteredCall['handler'],
    ...(options.invalidates ? { invalidates: options.invalidates } : {}),
    ...(options.reads ? { reads: true } : {}),
  };
}
