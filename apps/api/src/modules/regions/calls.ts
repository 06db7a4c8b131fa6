import { getDistrictList } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { listDistricts } from './service';

export function regionCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [publicCall(getDistrictList, (input) => listDistricts(db, input.parent_id))];
}
