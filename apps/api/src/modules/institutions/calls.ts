import { getTestMechDetail, getTestMechList, getTestMechListIndex } from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import { portalCache } from '../shared/portal-cache';
import * as institutions from './service';

const { Classes, Institutions, People, Reference } = CacheTag;

/** The public institutions: the home-page strip, the list and the detail with its tests. */
export function institutionCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getTestMechListIndex, (input) => institutions.listInstitutionsIndex(db, input), portalCache(Institutions)),
    publicCall(getTestMechList, (input) => institutions.listInstitutions(db, input), portalCache(Institutions, Reference)),
    publicCall(getTestMechDetail, (input) => institutions.getInstitution(db, input.id), portalCache(Institutions, Classes, People, Reference)),
  ];
}
