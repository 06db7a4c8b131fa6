import { getStationNewsList, readStationNews, Role } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { roleCall, type RegisteredCall } from '../../registry/types';
import { listOwnMessages, readOwnMessage } from './service';

export const EVERY_SIGNED_IN_ROLE = [
  Role.Athlete,
  Role.Evaluator,
  Role.Institution,
  Role.ProvincialReviewer,
  Role.NationalAdministrator,
] as const;

export function messageCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    roleCall(getStationNewsList, EVERY_SIGNED_IN_ROLE, (input, { caller }) => listOwnMessages(db, caller, input), { reads: true }),
    roleCall(readStationNews, EVERY_SIGNED_IN_ROLE, (input, { caller }) => readOwnMessage(db, caller, input.id)),
  ];
}
