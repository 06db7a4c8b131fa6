import { createContext, type Context } from 'react';
import type { CallRef } from '@badminton/contracts';
import type { ApiResult } from './envelope';
import { REQUEST_FAILED_MESSAGE } from './constants';

/**
 * The first answers of a page rendered on the server (issue 23, decision 0053). On the server, `useCall` asks the
 * render's `ServerCalls` for its answer and suspends until it has it; the answers go into the page with the markup.
 * In the browser the shell hands them to `setFirstAnswers` before it hydrates, and each `useCall` of the hydrating
 * screens starts from its answer instead of asking again. An answer is used once: a screen mounted later asks.
 */

/** One answer as a screen's `useCall` shows it. */
export interface FirstAnswer {
  ok: boolean;
  /** The call's `result` (ok), else null. */
  result: unknown;
  errorMsg: string;
  retryable: boolean;
  /**
   * The page carries this answer with its personal numbers masked (decision 0049): the screen shows it at once and
   * then asks again, signed, for the full values.
   */
  masked?: boolean;
}

/** The key of a call in the answers: its path and its payload as JSON. */
export function answerKey(contract: CallRef, payload: unknown): string {
  return `${contract.path} ${JSON.stringify(payload ?? {})}`;
}

/** A `FirstAnswer` from what the client answered (never a session expiry: the render leaves that to the browser). */
export function toFirstAnswer(answer: ApiResult<unknown>): FirstAnswer | null {
  if (answer.ok) return { ok: true, result: answer.result, errorMsg: '', retryable: false };
  if (answer.sessionExpired) return null;
  return { ok: false, result: null, errorMsg: answer.errorMsg || REQUEST_FAILED_MESSAGE, retryable: !answer.envelope.success };
}

/** The calls of one server render: what it has answered, and how it asks. One per request, never shared. */
export interface ServerCalls {
  /** Answers by `answerKey`; `null`: asked, but left to the browser (a transport failure, a session gone). */
  readonly answers: Map<string, FirstAnswer | null>;
  /** Asks for a call's answer; resolves once it is in `answers`. */
  load(key: string, contract: CallRef, payload: unknown): Promise<void>;
}

/** Creates the calls of one render over `ask` (the web tier's call to the service). */
export function createServerCalls(ask: (contract: CallRef, payload: unknown) => Promise<FirstAnswer | null>): ServerCalls {
  const answers = new Map<string, FirstAnswer | null>();
  const pending = new Map<string, Promise<void>>();
  return {
    answers,
    load(key, contract, payload) {
      let promise = pending.get(key);
      if (!promise) {
        promise = ask(contract, payload)
          .catch(() => null)
          .then((answer) => {
            answers.set(key, answer);
          });
        pending.set(key, promise);
      }
      return promise;
    },
  };
}

const CONTEXT = Symbol.for('@badminton/api-client/server-calls');
type WithContext = typeof globalThis & { [CONTEXT]?: Context<ServerCalls | null> };

/**
 * Set by the server render around the app; null in the browser. Pinned on globalThis: a build that bundles this module
 * (a subpath of a shared package may be) still reads the one context the render provides.
 */
export const ServerCallsContext = ((globalThis as WithContext)[CONTEXT] ??= createContext<ServerCalls | null>(null));

const HOLDER = Symbol.for('@badminton/api-client/first-answers');
type WithHolder = typeof globalThis & { [HOLDER]?: Map<string, FirstAnswer> };
/** The page's first answers (browser), pinned on globalThis like the installed client. */
const firstAnswers = ((globalThis as WithHolder)[HOLDER] ??= new Map());

/** Hands the page's first answers to the screens about to hydrate (the shell, at boot). */
export function setFirstAnswers(answers: Readonly<Record<string, FirstAnswer>>): void {
  firstAnswers.clear();
  for (const [key, answer] of Object.entries(answers)) firstAnswers.set(key, answer);
}

/** The page's first answer for `key`, if it has not been used. */
export function peekFirstAnswer(key: string): FirstAnswer | undefined {
  return firstAnswers.get(key);
}

/** Marks `key`'s first answer used. */
export function spendFirstAnswer(key: string): void {
  firstAnswers.delete(key);
}

/** Forgets every first answer not used yet (a tab that does not hydrate the server's page). */
export function dropFirstAnswers(): void {
  firstAnswers.clear();
}
