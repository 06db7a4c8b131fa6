import type { FormRule } from '@badminton/ui';

/** Runs an element Form rule's validator and resolves to its message ('' when the value passes). */
export function runRule(rule: FormRule, value: unknown): Promise<string> {
  return new Promise((resolve) => {
    rule.validator?.(rule, value, (error?: Error) => resolve(error ? error.message : ''));
  });
}

/** Runs every rule of a field in order and resolves to the first message ('' when all pass). */
export async function firstMessage(rules: FormRule[] | undefined, value: unknown): Promise<string> {
  for (const rule of rules ?? []) {
    const message = await runRule(rule, value);
    if (message) return message;
  }
  return '';
}
