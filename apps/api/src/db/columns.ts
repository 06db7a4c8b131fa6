import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files (`./schema/*.ts`). */

export const createdAt = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
