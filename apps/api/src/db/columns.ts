import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files (`./schema/*.ts`). */

/**
 * A required instant written by the service from its one clock (decision 0024): no database default, so every
 * insert passes the time (`clock.now()`) and the database clock is never read.
 */
export const createdAt = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount of money in integer fen (分, 1/100 元; decision 0017). Answers convert with `fenToYuan` at the edge. */
export const fen = (name: string) => integer(name);
