import { describe, expect, it, vi } from 'vitest';
import { keywordListQuery, readKeywordQuery, readRecordId, toKeywordPayload, writeKeywordQuery } from './list-query';

describe('keyword list query', () => {
  it('reads page and keyword, defaulting to page 1', () => {
    expect(readKeywordQuery(new URLSearchParams('page=3&keyword=%E7%8E%8B'))).toEqual({ page: 3, keyword: '王' });
    expect(readKeywordQuery(new URLSearchParams('page=0'))).toEqual({ page: 1, keyword: '' });
    expect(readKeywordQuery(new URLSearchParams('page=-4'))).toEqual({ page: 1, keyword: '' });
    expect(readKeywordQuery(new URLSearchParams('page=abc&keyword=%20'))).toEqual({ page: 1, keyword: '' });
  });
  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeKeywordQuery({ page: 1, keyword: '  ' }).toString()).toBe('');
    expect(writeKeywordQuery({ page: 2, keyword: ' 李 ' }).toString()).toBe('page=2&keyword=%E6%9D%8E');
    expect(readKeywordQuery(writeKeywordQuery({ page: 2, keyword: '羽翔' }))).toEqual({ page: 2, keyword: '羽翔' });
  });
  it('builds the payload without an empty keyword', () => {
    expect(toKeywordPayload({ page: 2, keyword: '' }, 20)).toEqual({ limit: 20, page: 2 });
    expect(toKeywordPayload({ page: 1, keyword: '王' }, 20)).toEqual({ limit: 20, page: 1, keyword: '王' });
  });
});

describe('keywordListQuery', () => {
  it('searches from page 1 and pages with the same keyword', () => {
    const setParams = vi.fn();
    const list = keywordListQuery([new URLSearchParams('page=3&keyword=%E7%8E%8B'), setParams]);
    expect(list.query).toEqual({ page: 3, keyword: '王' });
    list.search(' 李 ');
    expect(setParams.mock.lastCall?.[0].toString()).toBe('keyword=%E6%9D%8E');
    list.search('');
    expect(setParams.mock.lastCall?.[0].toString()).toBe('');
    list.goToPage(4);
    expect(setParams.mock.lastCall?.[0].toString()).toBe('page=4&keyword=%E7%8E%8B');
  });
});

describe('readRecordId', () => {
  it('reads a positive whole id', () => {
    expect(readRecordId(new URLSearchParams('id=42'))).toBe(42);
  });
  it('gives null for a missing, zero, negative, fractional or non-numeric id', () => {
    for (const query of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc']) expect(readRecordId(new URLSearchParams(query))).toBeNull();
  });
});
