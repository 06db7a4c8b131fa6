/**
 * The one source of "now" in the service (decision 0024). Every instant the service reasons
 * about — session expiry, code lifetimes, rate-limit windows, registration windows, the answer
 * cache, job due times — comes from the `Clock` handed to it; SQL receives that instant as a
 * parameter instead of calling `now()`. This file is the only place that reads the machine's
 * clock (the lint rule in `eslint.config.js` forbids `new Date()` and `Date.now` elsewhere).
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock from a millisecond function (tests that keep time in a variable). */
export function clockOf(millis: () => number): Clock {
  return { now: () => new Date(millis()) };
}

/**
 * A clock running `offsetMs` ahead of another one. The sandbox service runs on one of these so that
 * `POST /dev/clock` can move time forward (tests move time instead of sleeping); it only moves forward.
 */
export class OffsetClock implements Clock {
  #offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.#offsetMs);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock forward by `ms` (≥ 0). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.#offsetMs += ms;
  }
}

/** Milliseconds since the epoch on `clock` (for code that keeps numbers: caches, in-process limits). */
export function millisOf(clock: Clock): () => number {
  return () => clock.now().getTime();
}
