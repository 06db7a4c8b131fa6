import { describe, expect, it } from 'vitest';
import { readAthleteListQuery, toAthleteListPayload, writeAthleteListQuery } from './athlete-list-query';

describe('athlete list query', () => {
  it('reads every filter from the URL', () => {
    const query = readAthleteListQuery(
      new URLSearchParams('provinceId=440000&cityId=440100&districtId=440106&grade=5&keyword=%E5%BC%A0&page=3'),
    );
    expect(query).toEqual({ page: 3, provinceId: 440000, cityId: 440100, districtId: 440106, grade: '5', keyword: '张' });
  });

  it('defaults and drops invalid values (hidden grades, orphan city, bad page)', () => {
    expect(readAthleteListQuery(new URLSearchParams('cityId=440100&grade=31&page=-1'))).toEqual({
      page: 1,
      provinceId: undefined,
      cityId: undefined,
      districtId: undefined,
      grade: '',
      keyword: '',
    });
  });

  it('writes only what is set and round-trips', () => {
    const query = { page: 2, provinceId: 110000, cityId: undefined, districtId: undefined, grade: '12', keyword: ' 李 ' };
    const params = writeAthleteListQuery(query);
    expect(params.toString()).toBe('provinceId=110000&grade=12&keyword=%E6%9D%8E&page=2');
    expect(readAthleteListQuery(params)).toEqual({ ...query, keyword: '李' });
    expect(writeAthleteListQuery({ page: 1, grade: '', keyword: '' }).toString()).toBe('');
  });

  it('builds the call payload with evaluator_rank and without empty filters', () => {
    expect(toAthleteListPayload({ page: 1, grade: '', keyword: '' }, 20)).toEqual({ limit: 20, page: 1 });
    expect(
      toAthleteListPayload({ page: 4, provinceId: 440000, cityId: 440100, districtId: 440106, grade: '10', keyword: '王' }, 20),
    ).toEqual({ limit: 20, page: 4, provinceId: 440000, cityId: 440100, districtId: 440106, evaluator_rank: 10, keyword: '王' });
  });
});
