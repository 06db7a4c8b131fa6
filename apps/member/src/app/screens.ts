import { lazy, type ComponentType } from 'react';
import type { RemoteAppProps } from '@badminton/contracts';

type Screen = ComponentType<RemoteAppProps>;

// The shared personal-centre package is one lazy chunk: the layout and its screens load together.
const account = () => import('@badminton/account');

/** The personal-centre frame (side menu per role) that wraps every /personal/* screen. */
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));

/**
 * The member remote's screens by path (roles 1–2). Each screen is a lazy chunk. A /personal/* path without a
 * screen yet shows the not-found page inside the personal-centre frame; any other path shows it alone.
 */
export const SCREENS: Record<string, Screen> = {
  '/personal/completeInformation': lazy(() => account().then((m) => ({ default: m.BasicInformationPage }))),
  '/personal/changePassword': lazy(() => account().then((m) => ({ default: m.AccountSettingsPage }))),
};

/** Paths inside the personal centre (/personal/…). */
export function isPersonalPath(pathname: string): boolean {
  return pathname.startsWith('/personal/');
}
