/**
 * A failure the caller should see: answered as `result: { isSuccess: false, errorMsg }`.
 * Anything else thrown by a handler is an unexpected fault (logged, answered without details).
 */
export class BusinessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusinessError';
  }
}
