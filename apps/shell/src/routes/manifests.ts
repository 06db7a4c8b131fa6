import type { RemoteName } from '@badminton/contracts';
import type { RouteManifest } from '@badminton/contracts/routes';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';

/**
 * Every remote's route manifest (decision 0018). Each `@badminton/<remote>/routes` is data only (its `src/routes.ts`
 * imports nothing but types; `manifests.test.ts` checks it), so importing it here pulls none of the remote's code
 * into the shell. The record is keyed by the remote list: a new remote fails the typecheck until its manifest is here.
 */
export const MANIFESTS: Readonly<Record<RemoteName, RouteManifest>> = {
  portal: PORTAL_ROUTES,
  member: MEMBER_ROUTES,
  institution: INSTITUTION_ROUTES,
};
