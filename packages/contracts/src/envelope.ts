import { z } from 'zod';

/** ABP-style response envelope (product-decisions §2). Always HTTP 200 for handled requests. */
export interface Envelope<R = Record<string, unknown>> {
  success: boolean;
  result: (R & { isSuccess: boolean; errorMsg?: string }) | null;
  error: { code?: string; message: string } | null;
  unAuthorizedRequest: boolean;
}

/** Substring that marks an expired or invalid session (spec 000 §4, §8). */
export const RELOGIN_MARKER = '请重新登录';

export const MESSAGES = {
  sessionExpired: '登录已失效，请重新登录',
  badSignature: '请求签名无效，请刷新页面后重试',
  staleRequest: '请求已过期，请校准设备时间后重试',
  forbidden: '当前账号无权进行此操作',
  unexpected: '服务器繁忙，请稍后重试',
  notFound: '请求的接口不存在',
  badRequest: '请求内容格式错误，请检查后重试',
  requestTimeout: '请求超时',
} as const;

/** Largest page size any list call accepts. */
export const MAX_PAGE_SIZE = 100;

/** Paging payload `{ limit, page }` (page 1-based) with a call-specific default page size. */
export function pagingInputWith(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: '每页条数必须是整数' })
      .int('每页条数必须是整数')
      .min(1, '每页条数至少为1')
      .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
      .default(defaultLimit)
      .describe('每页条数'),
    page: z.coerce
      .number({ error: '页码必须是整数' })
      .int('页码必须是整数')
      .min(1, '页码至少为1')
      .default(1)
      .describe('页码，从1开始'),
  });
}

export const pagingInput = pagingInputWith(20);
export type PagingInput = z.infer<typeof pagingInput>;

/** `{ items, totalCount }` answer of a paged list. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int().nonnegative() });
}

/** `{ items }` answer of an unpaged list or a detail call (`items: [detail]`). */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Wire date-time `YYYY-MM-DD HH:mm:ss`. */
export const wireDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
