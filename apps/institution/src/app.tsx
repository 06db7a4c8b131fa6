import type { ReactNode } from 'react';
import { isPersonalPath, personalMenus } from '@badminton/account/menu';
import { createRemoteApp } from '@badminton/ui/remote-app';
import { PersonalLayout, SCREENS } from './app/screens';
import { INSTITUTION_ROUTES } from './routes';

/** The side menus of this remote's roles, from its route manifest. */
const MENUS = personalMenus(INSTITUTION_ROUTES);

function PersonalFrame({ fileHost, children }: { fileHost: string; children: ReactNode }) {
  return (
    <PersonalLayout menus={MENUS} fileHost={fileHost}>
      {children}
    </PersonalLayout>
  );
}

/**
 * The institution centre (role 3): /personal/* inside the personal-centre frame (qualification, contracts, test
 * classes, entries, appeals, orders). The shell routes here; the screen is picked by path.
 */
export default createRemoteApp({ screens: SCREENS, frame: { matches: isPersonalPath, Frame: PersonalFrame } });
