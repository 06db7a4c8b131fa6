import {
  getDicData,
  getDistrictList,
  type CallRef,
  type CallInput,
  type CallOutput,
} from '@badminton/contracts';
import type { DictionaryLoader, DictionaryOption } from './dictionary-select/dictionary-select';
import type { Region, RegionLoader } from './region-cascade/region-cascade';

/**
 * The part of an API client the loaders use: `call(contract, payload)` answering `{ ok, result }` or
 * `{ ok: false, errorMsg }` (the shape of `@badminton/api-client`'s `ApiClient.call`). Typed here
 * structurally so the pickers do not depend on the client package.
 */
export interface CallingClient {
  call<C extends CallRef>(
    contract: C,
    payload: CallInput<C>,
  ): Promise<{ ok: true; result: CallOutput<C> } | { ok: false; errorMsg: string }>;
}

/** The client itself, or a getter read at load time (e.g. `api` from `@badminton/api-client`). */
export type ClientSource = CallingClient | (() => CallingClient);

/** Error thrown by a loader when the call fails; the pickers show their retry state. */
export class LoaderError extends Error {
  constructor(message: string) {
    super(message || '加载失败');
    this.name = 'LoaderError';
  }
}

/** `RegionLoader` over `CommonApi/GetDistrictList` (`parent_id`, -1 for the provinces). */
export function createRegionLoader(api: ClientSource): RegionLoader {
  return async (parentId: number): Promise<Region[]> => {
    const client = typeof api === 'function' ? api() : api;
    const answer = await client.call(getDistrictList, { parent_id: parentId });
    if (!answer.ok) throw new LoaderError(answer.errorMsg);
    return answer.result.items.map((item) => ({ id: item.id, area_name: item.area_name }));
  };
}

/** `DictionaryLoader` over `CommonApi/GetDicData` (`classCode`). */
export function createDictionaryLoader(api: ClientSource): DictionaryLoader {
  return async (classCode: string): Promise<DictionaryOption[]> => {
    const client = typeof api === 'function' ? api() : api;
    const answer = await client.call(getDicData, { classCode });
    if (!answer.ok) throw new LoaderError(answer.errorMsg);
    return answer.result.items.map((item) => ({ label: item.label, value: String(item.value) }));
  };
}
