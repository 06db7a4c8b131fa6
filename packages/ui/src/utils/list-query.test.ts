import { describe, expect, it } from 'vitest';
import { readKeywordQuery, toKeywordPayload, writeKeywordQuery } from './list-query';

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
