import { api } from '@badminton/api-client';
import { openQuery, type OpenQueryInput, type OpenQueryResult } from '@badminton/contracts';
import { createDictionaryLoader, createRegionLoader } from '@badminton/pickers/loaders';

/** Province / city / district lists for the athlete-list filter (CommonApi/GetDistrictList). */
export const loadRegions = createRegionLoader(api);

/** Dictionary entries for the grade filter (CommonApi/GetDicData). */
export const loadDictionary = createDictionaryLoader(api);

export type CertificateQueryOutcome = { ok: true; result: OpenQueryResult } | { ok: false; errorMsg: string };

/** CommonApi/OpenQuery; a refusal (e.g. 查询过于频繁，请稍后再试) comes back as the service's message. */
export async function queryCertificate(payload: OpenQueryInput): Promise<CertificateQueryOutcome> {
  try {
    const answer = await api().call(openQuery, payload);
    if (answer.ok) return { ok: true, result: answer.result };
    return { ok: false, errorMsg: answer.errorMsg || '查询失败，请稍后重试' };
  } catch {
    return { ok: false, errorMsg: '请求超时' };
  }
}
