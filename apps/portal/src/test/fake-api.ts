import { createApiClient, installApiClient } from '@badminton/api-client';

/** A successful ABP envelope around `result` (isSuccess added). */
export function envelope(result: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ success: true, result: { isSuccess: true, ...result }, error: null, unAuthorizedRequest: false }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** Installs the real api-client for a test, with `answer` in place of the network (a visitor: no session). */
export function installFakeApi(answer: (request: Request) => Response | Promise<Response>): void {
  installApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => null,
      onSessionExpired: () => undefined,
      onTransportError: () => undefined,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(new Request(input, init)))) as typeof fetch,
    }),
  );
}
