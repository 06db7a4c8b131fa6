import { getDicData } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { listOptions } from './service';

export function dictionaryCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [publicCall(getDicData, (input) => listOptions(db, input.classCode))];
}
