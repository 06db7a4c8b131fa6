import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './envelope';

/** zod building blocks of the envelope: paging payloads and list answers. */

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
      .max(MAX_PAGE, `页码不能超过${MAX_PAGE}`)
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
