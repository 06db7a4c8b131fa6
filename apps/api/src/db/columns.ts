import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files (`./schema/*.ts`). */

export const createdAt = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount of money in integer fen (分, 1/100 元; decision 0017). Answers convert with `fenToYuan` at the edge. */
export const fen = (name: string) => integer(name);
