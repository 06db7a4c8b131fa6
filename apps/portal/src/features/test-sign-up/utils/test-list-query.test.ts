import { describe, expect, it } from 'vitest';
import { readTestListQuery, toTestListPayload, writeTestListQuery } from './test-list-query';

describe('test list query', () => {
  it('reads defaults from an empty query', () => {
    expect(readTestListQuery(new URLSearchParams())).toEqual({ page: 1, keyword: '' });
  });

  it('round-trips every filter through the URL', () => {
    const query = {
      page: 2,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
      keyword: '羽翔',
    };
    expect(readTestListQuery(writeTestListQuery(query))).toEqual(query);
  });

  it('drops bad numbers and orphan region levels', () => {
    expect(readTestListQuery(new URLSearchParams('page=0&provinceId=abc&cityId=440100&districtId=440106'))).toEqual({
      page: 1,
      keyword: '',
    });
    expect(readTestListQuery(new URLSearchParams('provinceId=440000&districtId=440106'))).toEqual({
      page: 1,
      provinceId: 440000,
      keyword: '',
    });
  });

  it('leaves page 1 and a blank keyword out of the URL', () => {
    expect(writeTestListQuery({ page: 1, keyword: '   ' }).toString()).toBe('');
  });

  it('builds the payload with the page size and only the filters set', () => {
    expect(toTestListPayload({ page: 1, keyword: ' ' }, 10)).toEqual({ limit: 10, page: 1 });
    expect(
      toTestListPayload({ page: 3, provinceId: 220000, startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59', keyword: ' 长春 ' }, 10),
    ).toEqual({
      limit: 10,
      page: 3,
      provinceId: 220000,
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-30 23:59:59',
      keyword: '长春',
    });
  });
});
