/**
 * What a cached answer depends on (docs/decisions/0011-response-cache-and-query-limit.md).
 *
 * A cached call (`publicCall(..., { cache: { ttlMs, tags } })`) lists the tags of every table it reads; a call that
 * writes one of those tables lists the tag in `invalidates` (`publicCall`/`roleCall` options). Tags are by table,
 * not by column: a call that writes any table of a tag invalidates the tag, even when the columns it changes are
 * not shown publicly. Both declarations live in the modules' `calls.ts`, next to the handlers (one registry).
 */
export const CacheTag = {
  /**
   * `articles`, `banners`, `partners`, `contact_us`, `media` — editorial content, written by the seed and by the back
   * office's content calls (`AdminContent/*`, decision 0070).
   */
  Content: 'content',
  /** `regions`, `dictionary_entries` — reference data, reloaded at boot only. */
  Reference: 'reference',
  /**
   * `users`, `person_profiles`, `evaluators`, `evaluator_training_records`, `test_records`, `certificates` —
   * people and what they hold.
   */
  People: 'people',
  /** `institutions`, `institution_profiles`. */
  Institutions: 'institutions',
  /** `test_classes`, `test_class_grades`, `test_class_evaluators`, `training_classes` and their fees and contents. */
  Classes: 'classes',
} as const;

export type CacheTag = (typeof CacheTag)[keyof typeof CacheTag];
