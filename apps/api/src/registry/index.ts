import { accountCalls } from '../modules/accounts/calls';
import { contentCalls } from '../modules/content/calls';
import { dictionaryCalls } from '../modules/dictionary/calls';
import { messageCalls } from '../modules/messages/calls';
import { portalCalls } from '../modules/portal/calls';
import { profileCalls } from '../modules/profiles/calls';
import { regionCalls } from '../modules/regions/calls';
import { CallRegistry } from './call-registry';
import type { ModuleDeps } from './deps';

/** Every domain module's calls. Add a module's `xxxCalls` here to expose it. */
export function buildRegistry(deps: ModuleDeps): CallRegistry {
  return new CallRegistry([
    ...regionCalls(deps),
    ...dictionaryCalls(deps),
    ...contentCalls(deps),
    ...messageCalls(deps),
    ...accountCalls(deps),
    ...profileCalls(deps),
    ...portalCalls(deps),
  ]);
}
