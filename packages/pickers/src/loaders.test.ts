import { getDicData, getDistrictList } from '@badminton/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createDictionaryLoader, createRegionLoader, LoaderError, type CallingClient } from './loaders';

function runner(answer: unknown) {
  const call = vi.fn().mockResolvedValue(answer);
  return { client: { call } as unknown as CallingClient, call };
}

describe('createRegionLoader', () => {
  it('calls CommonApi/GetDistrictList with parent_id and keeps id and area_name', async () => {
    const { client, call } = runner({
      ok: true,
      result: { isSuccess: true, totalCount: 2, items: [
        { id: 110000, area_name: '北京市', parent_id: -1 },
        { id: 440000, area_name: '广东省', parent_id: -1 },
      ] },
    });
    const load = createRegionLoader(client);
    await expect(load(-1)).resolves.toEqual([
      { id: 110000, area_name: '北京市' },
      { id: 440000, area_name: '广东省' },
    ]);
    expect(call).toHaveBeenCalledWith(getDistrictList, { parent_id: -1 });
  });

  it('accepts a getter (the installed client) and rejects with the service message', async () => {
    const { client } = runner({ ok: false, errorMsg: '服务器繁忙，请稍后重试' });
    const load = createRegionLoader(() => client);
    await expect(load(440000)).rejects.toThrow(LoaderError);
    await expect(load(440000)).rejects.toThrow('服务器繁忙，请稍后重试');
  });
});

describe('createDictionaryLoader', () => {
  it('calls CommonApi/GetDicData with classCode and answers label/value strings', async () => {
    const { client, call } = runner({
      ok: true,
      result: { isSuccess: true, items: [{ label: '一级', value: '1' }, { label: '少儿一级', value: '10' }] },
    });
    const load = createDictionaryLoader(client);
    await expect(load('certificate_grade')).resolves.toEqual([
      { label: '一级', value: '1' },
      { label: '少儿一级', value: '10' },
    ]);
    expect(call).toHaveBeenCalledWith(getDicData, { classCode: 'certificate_grade' });
  });

  it('rejects when the call fails', async () => {
    const { client } = runner({ ok: false, errorMsg: '字典类型不存在' });
    await expect(createDictionaryLoader(client)('nope')).rejects.toThrow('字典类型不存在');
  });
});
