/**
 * The database schema, one file per domain. Migrations in `apps/api/drizzle/` are generated from
 * these files (`drizzle.config.ts`: `./src/db/schema/*.ts`) with
 * `pnpm --filter @badminton/api db:generate` and committed; the same SQL runs on PGlite and PostgreSQL.
 * Every query path has an index. Descending index columns are NULLS FIRST so they match a plain
 * `ORDER BY ... DESC` (PostgreSQL's default null placement for descending order).
 */
export * from './accounts';
export * from './certificates';
export * from './content';
export * from './deliveries';
export * from './evaluators';
export * from './events';
export * from './institutions';
export * from './jobs';
export * from './messages';
export * from './orders';
export * from './profiles';
export * from './qualification';
export * from './rate-limits';
export * from './reference-data';
export * from './sms';
export * from './test-applications';
export * from './test-classes';
export * from './training';
export * from './workflows';
