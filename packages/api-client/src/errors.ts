import { MESSAGES } from '@badminton/contracts';

export type TransportFailure = 'network' | 'timeout' | 'status' | 'body';

/**
 * The request never produced a readable envelope: network error, timeout, a status above 500,
 * or a body that is not an envelope. Its message is always '请求超时' (req: messages.md#session-and-transport-messages).
 */
export class ApiTransportError extends Error {
  readonly reason: TransportFailure;
  readonly path: string;
  readonly status?: number;

  constructor(reason: TransportFailure, path: string, options: { status?: number; cause?: unknown } = {}) {
    super(MESSAGES.requestTimeout, { cause: options.cause });
    this.name = 'ApiTransportError';
    this.reason = reason;
    this.path = path;
    this.status = options.status;
  }
}
