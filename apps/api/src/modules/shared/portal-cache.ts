import type { CacheTag } from '../../registry/cache-tags';

/** Answers of the public portal reads (institutions, evaluators, athletes, test and training classes) live 10 s. */
export const PORTAL_TTL_MS = 10_000;

/** The cache option of a public portal read that reads the tables of `tags`. */
export const portalCache = (...tags: CacheTag[]) => ({ cache: { ttlMs: PORTAL_TTL_MS, tags } });
