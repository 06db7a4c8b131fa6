import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CALL_CONTRACTS,
  getDicData,
  getDistrictList,
  getNewsDetailsList,
  getNewsList,
  getNoticeDetailsList,
  getNotificList,
  getPhotoList,
  getPhotoVideosList,
  getQuestionsList,
  getStationNewsList,
  isWireDateTime,
} from '../index';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('paging defaults', () => {
  it.each([
    [getNewsList.input, 20],
    [getPhotoVideosList.input, 6],
    [getQuestionsList.input, 50],
    [getStationNewsList.input, 6],
  ])('fills limit %# and page 1', (schema, limit) => {
    expect(schema.parse({})).toMatchObject({ limit, page: 1 });
  });

  it('home-page lists default their limit', () => {
    expect(getPhotoList.input.parse({})).toEqual({ limit: 6 });
    expect(getNotificList.input.parse({})).toEqual({ limit: 6 });
  });

  it('accepts numeric strings from form-encoded payloads', () => {
    expect(getNewsList.input.parse({ limit: '10', page: '3' })).toMatchObject({ limit: 10, page: 3 });
  });

  it('rejects bad paging with Chinese messages', () => {
    expect(firstMessage(getNewsList.input, { page: 0 })).toBe('页码至少为1');
    expect(firstMessage(getNewsList.input, { limit: 101 })).toBe('每页条数不能超过100');
    expect(firstMessage(getNewsList.input, { limit: 'abc' })).toBe('每页条数必须是整数');
    expect(firstMessage(getNewsList.input, { page: 1.5 })).toBe('页码必须是整数');
  });
});

describe('Newsapi/GetNewsList payload', () => {
  it('treats an empty keyword and empty times as no filter', () => {
    const parsed = getNewsList.input.parse({ keyword: '', startTime: '', endTime: null });
    expect(parsed.keyword).toBeUndefined();
    expect(parsed.startTime).toBeUndefined();
    expect(parsed.endTime).toBeUndefined();
  });

  it('trims the keyword and caps its length', () => {
    expect(getNewsList.input.parse({ keyword: '  羽毛球 ' }).keyword).toBe('羽毛球');
    expect(firstMessage(getNewsList.input, { keyword: '羽'.repeat(51) })).toBe('关键字不能超过50个字符');
  });

  it('accepts the wire date-time format and rejects others', () => {
    const parsed = getNewsList.input.parse({ startTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59' });
    expect(parsed.startTime).toBe('2024-01-01 00:00:00');
    expect(firstMessage(getNewsList.input, { startTime: '2024-01-01' })).toBe('开始时间格式应为 YYYY-MM-DD HH:mm:ss');
    expect(firstMessage(getNewsList.input, { endTime: '2024-02-30 00:00:00' })).toBe('结束时间格式应为 YYYY-MM-DD HH:mm:ss');
  });

  it('refuses a range that ends before it starts', () => {
    expect(
      firstMessage(getNewsList.input, { startTime: '2024-06-01 00:00:00', endTime: '2024-05-01 23:59:59' }),
    ).toBe('开始时间不能晚于结束时间');
  });
});

describe('detail payloads', () => {
  it('require a positive id', () => {
    expect(getNewsDetailsList.input.parse({ id: '12' })).toEqual({ id: 12 });
    expect(firstMessage(getNewsDetailsList.input, {})).toBe('请指定新闻编号');
    expect(firstMessage(getNewsDetailsList.input, { id: '' })).toBe('请指定新闻编号');
    expect(firstMessage(getNewsDetailsList.input, { id: 'x1' })).toBe('新闻编号必须是整数');
    expect(firstMessage(getNoticeDetailsList.input, { id: 0 })).toBe('公告编号无效');
  });
});

describe('other payloads', () => {
  it('CommonApi/GetDistrictList needs parent_id, -1 for provinces', () => {
    expect(getDistrictList.input.parse({ parent_id: '-1' })).toEqual({ parent_id: -1 });
    expect(firstMessage(getDistrictList.input, {})).toBe('请指定上级区划');
    expect(firstMessage(getDistrictList.input, { parent_id: -2 })).toBe('上级区划无效');
  });

  it('CommonApi/GetDicData needs a class code', () => {
    expect(getDicData.input.parse({ classCode: ' education ' })).toEqual({ classCode: 'education' });
    expect(firstMessage(getDicData.input, {})).toBe('请指定字典类型');
    expect(firstMessage(getDicData.input, { classCode: '  ' })).toBe('请指定字典类型');
  });

  it('FrontStationNews/GetStationNewsList status is 0 or 1', () => {
    expect(getStationNewsList.input.parse({}).status).toBe(0);
    expect(getStationNewsList.input.parse({ status: '1' }).status).toBe(1);
    expect(firstMessage(getStationNewsList.input, { status: 2 })).toBe('消息状态只能是0（全部）或1（未读）');
  });

  it('Photo/GetQuestionsList serves question category 1 only', () => {
    expect(getQuestionsList.input.parse({ question: '1' }).question).toBe(1);
    expect(firstMessage(getQuestionsList.input, { question: 2 })).toBe('问题分类不存在');
  });
});

describe('answers', () => {
  it('news list items carry wire date-times and nullable thumbnails', () => {
    const answer = {
      items: [
        { id: 1, news_subject: '标题', summary: null, thumbnail: null, publish_date: '2024-05-01 09:30:00', createdate: '2024-05-01 09:00:00' },
      ],
      totalCount: 1,
    };
    expect(getNewsList.output.parse(answer)).toEqual(answer);
    expect(getNewsList.output.safeParse({ ...answer, totalCount: -1 }).success).toBe(false);
    expect(
      getNewsList.output.safeParse({ items: [{ ...answer.items[0], publish_date: '2024/05/01' }], totalCount: 1 }).success,
    ).toBe(false);
  });
});

describe('the contract list', () => {
  it('has unique Service/Action paths', () => {
    const paths = CALL_CONTRACTS.map((contract) => contract.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[A-Z][A-Za-z]+\/[A-Z][A-Za-z]+$/);
  });

  it('converts every payload and answer to JSON Schema', () => {
    for (const contract of CALL_CONTRACTS) {
      expect(z.toJSONSchema(contract.input, { io: 'input' })).toMatchObject({ type: 'object' });
      expect(z.toJSONSchema(contract.output, { io: 'output' })).toMatchObject({ type: 'object' });
    }
  });
});

describe('isWireDateTime', () => {
  it.each([
    ['2024-02-29 12:00:00', true],
    ['2023-02-29 12:00:00', false],
    ['2024-01-01 24:00:00', false],
    ['2024-01-01T00:00:00', false],
  ])('%s → %s', (value, expected) => {
    expect(isWireDateTime(value)).toBe(expected);
  });
});
