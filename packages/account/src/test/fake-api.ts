import { vi } from 'vitest';
import { installApiClient, type ApiClient } from '@badminton/api-client';

/** What a fake handler answers: a result payload (success) or a failure message. */
export type FakeAnswer = { ok: true; result?: Record<string, unknown> } | { ok: false; errorMsg: string; sessionExpired?: boolean };

export const ok = (result: Record<string, unknown> = {}): FakeAnswer => ({ ok: true, result });
export const fail = (errorMsg: string): FakeAnswer => ({ ok: false, errorMsg });

type Handler = (payload: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  path: string;
  payload: Record<string, unknown>;
}

const PROVINCES = [
  { id: 440000, area_name: '广东省', parent_id: -1 },
  { id: 110000, area_name: '北京市', parent_id: -1 },
];
const CITIES: Record<number, { id: number; area_name: string; parent_id: number }[]> = {
  440000: [{ id: 440100, area_name: '广州市', parent_id: 440000 }],
  440100: [{ id: 440106, area_name: '天河区', parent_id: 440100 }],
};

/** Regions and the education dictionary, answered like the service. */
export const REFERENCE_HANDLERS: Record<string, Handler> = {
  'CommonApi/GetDistrictList': (payload) => {
    const parent = Number(payload.parent_id);
    const items = parent === -1 ? PROVINCES : (CITIES[parent] ?? []);
    return ok({ items, totalCount: items.length });
  },
  'CommonApi/GetDicData': () =>
    ok({
      items: [
        { label: '大专', value: '5' },
        { label: '本科', value: '6' },
      ],
    }),
};

function envelope(answer: FakeAnswer) {
  if (answer.ok) {
    return {
      ok: true as const,
      result: { isSuccess: true as const, ...(answer.result ?? {}) },
      errorMsg: '' as const,
      sessionExpired: false as const,
      envelope: { success: true, result: { isSuccess: true, ...(answer.result ?? {}) }, error: null, unAuthorizedRequest: false },
    };
  }
  return {
    ok: false as const,
    result: { isSuccess: false, errorMsg: answer.errorMsg },
    errorMsg: answer.errorMsg,
    sessionExpired: Boolean(answer.sessionExpired),
    envelope: { success: true, result: { isSuccess: false, errorMsg: answer.errorMsg }, error: null, unAuthorizedRequest: false },
  };
}

/** Installs a fake API client answering by call path; records every call. Unknown paths fail. */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const all = { ...REFERENCE_HANDLERS, ...handlers };
  const answer = async (path: string, payload: Record<string, unknown> = {}) => {
    calls.push({ path, payload });
    const handler = all[path];
    return envelope(handler ? await handler(payload) : fail(`未模拟的调用 ${path}`));
  };
  const client = {
    call: vi.fn((contract: { path: string }, payload: Record<string, unknown>) => answer(contract.path, payload)),
    post: vi.fn((path: string, payload?: Record<string, unknown>) => answer(path, payload)),
  };
  installApiClient(client as unknown as ApiClient);
  return {
    calls,
    /** Calls to one path, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
