import { APPEAL_CONTENT_MAX, SCORES_APPEALS_MESSAGES } from '@badminton/contracts';

/**
 * The appeal form's rules (req: 001 §5, §8; decision 0032): 1–100 characters with a counter, the same messages as the
 * service. Characters are counted as code points, as the service counts them.
 */

export const APPEAL_MAX = APPEAL_CONTENT_MAX;
export const APPEAL_SUBMITTED = SCORES_APPEALS_MESSAGES.appealSubmitted;
export const APPEAL_FAILED = SCORES_APPEALS_MESSAGES.appealFailed;
export const NO_SECOND_BEFORE_FEEDBACK = SCORES_APPEALS_MESSAGES.noSecondBeforeFeedback;

export function appealLength(text: string): number {
  return [...text.trim()].length;
}

/** null when the text may be sent, else the message to show. */
export function checkAppealContent(text: string): string | null {
  const length = appealLength(text);
  if (length === 0) return SCORES_APPEALS_MESSAGES.appealContentRequired;
  return length > APPEAL_MAX ? SCORES_APPEALS_MESSAGES.appealContentTooLong : null;
}

/** The counter's text: `n/100`. */
export function appealCounter(text: string): string {
  return `${appealLength(text)}/${APPEAL_MAX}`;
}
