/**
 * A failure the caller should see: answered as `result: { isSuccess: false, errorMsg }`.
 * Anything else thrown by a handler is an unexpected fault (logged, answered without details).
 *
 * It is an answer, not a fault: it captures no stack trace (capturing one costs more than the rest of a refusal
 * such as `查询过于频繁`), and it is never logged as an error.
 */
export class BusinessError extends Error {
  constructor(message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'BusinessError';
  }
}
