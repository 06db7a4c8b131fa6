import { describe, expect, it } from 'vitest';
import {
  CALL_CONTRACTS,
  checkApply,
  getAthleteDetail,
  getAthleteList,
  getExaminerClassList,
  getTestMechList,
  getTestMechListIndex,
  getTrainingClassList,
  getUserCoachList,
  getUserCoachListIndex,
  openQuery,
} from '../index';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0].message;
}

describe('public portal contracts', () => {
  it.each([
    [getTestMechListIndex, 10],
    [getUserCoachListIndex, 10],
    [getTestMechList, 20],
    [getUserCoachList, 20],
    [getAthleteList, 20],
    [getExaminerClassList, 10],
    [getTrainingClassList, 5],
  ])('%# pages with its spec size', (contract, limit) => {
    expect(contract.input.parse({})).toMatchObject({ limit, page: 1 });
  });

  it('athlete detail pages its test records by 10', () => {
    expect(getAthleteDetail.input.parse({ userNumber: '12' })).toEqual({ userNumber: 12, limit: 10, page: 1 });
  });

  it('drops empty filters and reads numeric strings (form payloads)', () => {
    expect(getAthleteList.input.parse({ provinceId: '', cityId: '440100', evaluator_rank: '4', keyword: ' 李 ' })).toEqual({
      limit: 20,
      page: 1,
      cityId: 440100,
      evaluator_rank: 4,
      keyword: '李',
    });
  });

  it('refuses a reversed time range on the test class list', () => {
    const result = getExaminerClassList.input.safeParse({ startTime: '2026-12-01 00:00:00', endTime: '2026-11-01 23:59:59' });
    expect(firstMessage(result)).toBe('开始时间不能晚于结束时间');
  });

  it('requires a class id for CheckApply', () => {
    expect(firstMessage(checkApply.input.safeParse({}))).toBe('请指定测试班编号');
    expect(checkApply.input.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it('OpenQuery accepts empty fields as absent and bounds the certificate type', () => {
    expect(openQuery.input.parse({ name: '李羽涵', certificates_number: '', certificate_numbering: 'A1' })).toEqual({
      name: '李羽涵',
      certificate_numbering: 'A1',
    });
    expect(firstMessage(openQuery.input.safeParse({ name: '李', certificates_type: 5 }))).toBe('证件类型无效');
  });

  it('every portal call is in CALL_CONTRACTS once', () => {
    const paths = CALL_CONTRACTS.map((contract) => contract.path);
    for (const path of ['TestMechanism/GetTestMechDetail', 'UserCoachApi/GetUserCoachDetail', 'CommonApi/OpenQuery', 'TestApplication/CheckApply']) {
      expect(paths.filter((p) => p === path)).toHaveLength(1);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
