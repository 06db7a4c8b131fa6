import { z } from 'zod';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import type { SmsProvider } from '../../providers/sms';
import { openSealedText } from '../../security/secrets';
import * as repository from './repository';

/**
 * `sms.send`: texts an issued code. Enqueued with the code in one transaction (`sendCode`); the text
 * waits sealed (AES-GCM) in the payload, never readable in the database. Tried 4 times (now, +5 s,
 * +15 s, +45 s): past that the 5-minute code is nearly void anyway. A code that was used up, replaced
 * or expired meanwhile is not sent.
 */
export const sendSmsJob = defineJobKind(
  'sms.send',
  z.object({ codeId: z.number().int().positive(), mobile: z.string().min(1), sealedText: z.string().min(1) }),
  { maxAttempts: 4, backoffSeconds: (attempt) => 5 * 3 ** (attempt - 1) },
);

export function smsJobHandlers(deps: { sms: SmsProvider; smsSealKey: Buffer }): JobHandler[] {
  return [
    handleJob(sendSmsJob, async (payload, { db, now, log }) => {
      if (!(await repository.isCodeLive(db, payload.codeId, now))) {
        log.info('sms code no longer live: not sent');
        return;
      }
      const text = openSealedText(deps.smsSealKey, payload.sealedText);
      try {
        await deps.sms.send(payload.mobile, text);
      } catch (error) {
        // Only the error's name: a provider's message could quote the text, and with it the code.
        throw new Error(`sms provider (${deps.sms.driver}) failed: ${error instanceof Error ? error.name : typeof error}`);
      }
    }),
  ];
}
