import type { z } from 'zod';

/**
 * What a client needs to make a call: the wire path, the encoding, and (as types only) the payload and the answer.
 * The browser entry (`src/web.ts`) ships every call as a `CallRef`, without the zod schemas.
 */
export interface CallRef<In = unknown, Out = unknown> {
  /** `Service/Action`, exactly as on the wire, e.g. `Newsapi/GetNewsList`. */
  readonly path: `${string}/${string}`;
  /** The payload is sent form-encoded or multipart (`isFormSubmit`, req: calls.md#call-conventions). */
  readonly isFormSubmit?: boolean;
  /** Type carrier for the payload and the answer; never set at run time. */
  readonly types?: { readonly input: In; readonly output: Out };
}

/**
 * A call contract: the wire path, the payload schema and the answer schema.
 * The service registers a handler (and the roles allowed) against a contract;
 * the api-client calls its `CallRef` part. Both sides therefore share one definition.
 */
export interface CallContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends CallRef<z.input<I>, z.output<O>> {
  /** One-line description (Chinese), shown in the generated API reference. */
  readonly summary: string;
  /** Payload schema (without the request augmentation fields). */
  readonly input: I;
  /** Schema of `result` when `result.isSuccess` is true (the `isSuccess` flag itself is implied). */
  readonly output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  contract: Omit<CallContract<I, O>, 'types'>,
): CallContract<I, O> {
  return contract;
}

/** What a client may send (schema input: defaults optional). */
export type CallInput<C> = C extends CallRef<infer In, unknown> ? In : never;
/** What the service answers in `result` on success. */
export type CallOutput<C> = C extends CallRef<unknown, infer Out> ? Out : never;

/** The last path segment (the Action), used in the request signature. */
export function actionOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
