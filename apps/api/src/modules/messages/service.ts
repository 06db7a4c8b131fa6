import { ACCOUNT_MESSAGES, StationMessageFilter, type StationMessage } from '@badminton/contracts';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { requireOwner } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import * as repository from './repository';

/** The caller's own station messages, newest first; `status` 1 keeps only unread ones. */
export async function listOwnMessages(
  db: Database,
  caller: Caller,
  input: { limit: number; page: number; status: number },
): Promise<{ items: StationMessage[]; totalCount: number }> {
  const unreadOnly = input.status === StationMessageFilter.Unread;
  const { rows, total } = await repository.findMessages(db, caller, unreadOnly, toPage(input));
  return {
    items: rows.map((row) => ({
      id: row.id,
      message_title: row.messageTitle,
      message_content: row.messageContent,
      creationTime: toWireDateTime(row.creationTime),
      is_read: row.isRead,
    })),
    totalCount: total,
  };
}

/** Sends a station message to one user. */
export function sendStationMessage(db: Database, userId: number, message: { title: string; content: string }, now: Date): Promise<void> {
  return repository.insertMessage(db, { userId, ...message }, now);
}

/** FrontStationNews/ReadStationNews: marks the caller's own message read (idempotent); another user's is refused. */
export async function readOwnMessage(db: Database, caller: Caller, id: number): Promise<Record<string, never>> {
  const owner = await repository.findMessageOwner(db, id);
  if (owner === undefined) throw new BusinessError(ACCOUNT_MESSAGES.messageNotFound);
  requireOwner(caller, owner);
  await repository.markRead(db, caller, id);
  return {};
}
