import { z } from 'zod';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import { insertMessages } from './repository';

/** Recipients per `messages.fan-out` job (enqueue several jobs for more). */
export const FAN_OUT_MAX_RECIPIENTS = 1000;

/**
 * `messages.fan-out`: one station message to many users (announcements, a class's athletes after a
 * review — the coming issues enqueue it). All rows in one transaction, so a retry never doubles them.
 */
export const fanOutMessagesJob = defineJobKind(
  'messages.fan-out',
  z.object({
    userIds: z.array(z.number().int().positive()).min(1).max(FAN_OUT_MAX_RECIPIENTS),
    title: z.string().min(1),
    content: z.string().min(1),
  }),
  { maxAttempts: 5 },
);

export function messageJobHandlers(): JobHandler[] {
  return [
    handleJob(fanOutMessagesJob, async (payload, { db, now }) => {
      await db.transaction((tx) => insertMessages(tx, [...new Set(payload.userIds)], { title: payload.title, content: payload.content }, now));
    }),
  ];
}
