import { describe, expect, it } from 'vitest';
import { day, EMPTY_REVIEW_QUERY, listPayload, readReviewQuery, textLength, writeReviewQuery } from './query';

describe('review queue query', () => {
  it('reads what it wrote and drops what a hand-edited address cannot mean', () => {
    const query = { page: 3, status: '2', provinceId: 440000, cityId: 440100, keyword: '羽翔', testStart: '2027-01-01 00:00:00', testEnd: '2027-01-31 23:59:59', grade: 2 };
    expect(readReviewQuery(writeReviewQuery(query), ['1', '2'])).toEqual(query);
    expect(readReviewQuery(new URLSearchParams('status=9&cityId=440100&page=-1&testStart=tomorrow&grade=4'), ['1', '2'])).toEqual(EMPTY_REVIEW_QUERY);
    expect(writeReviewQuery(EMPTY_REVIEW_QUERY).toString()).toBe('');
  });

  it('leaves empty filters out of the payload', () => {
    expect(listPayload({ ...EMPTY_REVIEW_QUERY, keyword: '  ' }, 10)).toEqual({ page: 1, limit: 10 });
    expect(listPayload({ ...EMPTY_REVIEW_QUERY, provinceId: 440000, keyword: ' 飞羽 ' }, 10)).toEqual({ page: 1, limit: 10, ProvinceId: 440000, keyword: '飞羽' });
  });

  it('counts characters as the service does', () => {
    expect(textLength(' 𠀀甲 ')).toBe(2);
    expect(day('2027-05-01 09:00:00')).toBe('2027-05-01');
  });
});
