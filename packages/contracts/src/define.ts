import type { z } from 'zod';

/**
 * A call contract: the wire path, the payload schema and the answer schema.
 * The service registers a handler (and the roles allowed) against a contract;
 * the api-client calls a contract. Both sides therefore share one definition.
 */
export interface CallContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** `Service/Action`, exactly as on the wire, e.g. `Newsapi/GetNewsList`. */
  readonly path: `${string}/${string}`;
  /** One-line description (Chinese), shown in the generated API reference. */
  readonly summary: string;
  /** Payload schema (without the request augmentation fields). */
  readonly input: I;
  /** Schema of `result` when `result.isSuccess` is true (the `isSuccess` flag itself is implied). */
  readonly output: O;
  /** The payload is sent form-encoded or multipart (spec 000 §7 `isFormSubmit`). */
  readonly isFormSubmit?: boolean;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  contract: CallContract<I, O>,
): CallContract<I, O> {
  return contract;
}

export type CallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.output<O> : never;

/** The last path segment (the Action), used in the request signature. */
export function actionOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
