import { describe, expect, it } from 'vitest';
import { readListQuery, toListPayload, writeListQuery } from './list-query';

describe('article list query', () => {
  it('reads defaults from an empty query', () => {
    expect(readListQuery(new URLSearchParams())).toEqual({ page: 1, keyword: '', startTime: undefined, endTime: undefined });
  });

  it('ignores a bad page number', () => {
    expect(readListQuery(new URLSearchParams('page=-3')).page).toBe(1);
    expect(readListQuery(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('round-trips filters through the URL', () => {
    const query = { page: 3, keyword: '考评员', startTime: '2026-01-01 00:00:00', endTime: '2026-02-01 23:59:59' };
    expect(readListQuery(writeListQuery(query))).toEqual(query);
  });

  it('leaves empty filters out of the payload and trims the keyword', () => {
    expect(toListPayload({ page: 2, keyword: '  ' }, 20)).toEqual({ limit: 20, page: 2 });
    expect(toListPayload({ page: 1, keyword: ' 测试 ', startTime: '2026-01-01 00:00:00' }, 20)).toEqual({
      limit: 20,
      page: 1,
      keyword: '测试',
      startTime: '2026-01-01 00:00:00',
    });
  });
});
