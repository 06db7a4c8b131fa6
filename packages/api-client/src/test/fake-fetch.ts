/**
 * A recording `fetch` for tests: answers each request with the next queued responder (the last
 * one answers every further request). `requests` holds a clone taken on arrival, so a test can
 * read the body after the client is done with the original.
 */
export type Responder = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: Request[];
}

export function fakeFetch(...responders: Responder[]): FakeFetch {
  const requests: Request[] = [];
  const queue = [...responders];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const responder = queue.length > 1 ? queue.shift()! : queue[0];
    if (!responder) throw new Error('fakeFetch: no responder left');
    return responder(request);
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function okEnvelope(result: Record<string, unknown>) {
  return { success: true, result: { isSuccess: true, ...result }, error: null, unAuthorizedRequest: false };
}

export function failEnvelope(errorMsg: string, unAuthorizedRequest = false) {
  return { success: true, result: { isSuccess: false, errorMsg }, error: null, unAuthorizedRequest };
}
