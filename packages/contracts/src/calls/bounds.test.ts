import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT32_MAX, INT32_MIN, MAX_PAGE, MESSAGES } from '../envelope';
import { CALL_CONTRACTS, getDicData, getDistrictList, getNewsDetailsList, getNewsList, openQuery } from '../index';

/**
 * Every payload field of every call is bounded by the shared schemas of `fields.ts`: no text with a control character
 * and no whole number outside PostgreSQL's `integer` ever reaches a handler (they used to fail in SQL with HTTP 500).
 */

const fields = CALL_CONTRACTS.flatMap((contract) => {
  const shape = (contract.input as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => ({ call: contract.path, name, schema }));
});

function reachesHandlerAsNumberOutsideInt32(schema: z.ZodType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return false;
  const output: unknown = parsed.data;
  return typeof output === 'number' && (output > INT32_MAX || output < INT32_MIN);
}

describe('payload bounds of every call', () => {
  it('walks a field list that is not empty', () => {
    expect(fields.length).toBeGreaterThan(60);
  });

  it.each(fields)('$call $name refuses text with NUL and other control characters', ({ schema }) => {
    for (const value of ['a\u0000b', '\u0000', 'x\u001by', 'x\u007f', '1\u0000']) {
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it.each(fields)('$call $name refuses text with a lone UTF-16 surrogate', ({ schema }) => {
    for (const value of ['\ud800', '\udc00', 'a\ud800b', 'a\udc00b', '\ud800\ud800', '\udc00\ud800', '张三\udbff', '1\udfff']) {
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it.each(fields)('$call $name never hands a number outside int32 to the service', ({ schema }) => {
    for (const value of [2 ** 31, -(2 ** 31) - 1, 2 ** 53, '2147483648', 1e308, -1e308]) {
      expect(reachesHandlerAsNumberOutsideInt32(schema, value)).toBe(false);
    }
  });

  it('answers the field message or the format refusal', () => {
    const message = (schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? undefined : parsed.error.issues[0].message;
    };
    expect(message(getNewsDetailsList.input, { id: 2147483648 })).toBe('新闻编号无效');
    expect(message(getNewsDetailsList.input, { id: 2147483647 })).toBeUndefined();
    expect(message(getDistrictList.input, { parent_id: '2147483648' })).toBe('上级区划无效');
    expect(message(getDicData.input, { classCode: 'a\u0000b' })).toBe(MESSAGES.badRequest);
    expect(message(openQuery.input, { name: '张\u0000三' })).toBe(MESSAGES.badRequest);
    expect(message(getNewsList.input, { page: MAX_PAGE + 1 })).toBe(`页码不能超过${MAX_PAGE}`);
    expect(message(getNewsList.input, { keyword: '羽毛球\t比赛' })).toBeUndefined();
    expect(message(openQuery.input, { name: '张\ud800三' })).toBe(MESSAGES.malformedText);
    expect(message(getNewsList.input, { keyword: '\udc00' })).toBe(MESSAGES.malformedText);
    // A pair is one character (here 😀), and stays welcome.
    expect(message(getNewsList.input, { keyword: '羽毛球\ud83d\ude00' })).toBeUndefined();
  });
});
