import type { ReactNode } from 'react';
import { isPersonalPath, personalMenus } from '@badminton/account/menu';
import { createRemoteApp } from '@badminton/ui/remote-app';
import { PersonalLayout, SCREENS } from './app/screens';
import { MEMBER_ROUTES } from './routes';

/** The side menus of this remote's roles, from its route manifest. */
const MENUS = personalMenus(MEMBER_ROUTES);

function PersonalFrame({ fileHost, children }: { fileHost: string; children: ReactNode }) {
  return (
    <PersonalLayout menus={MENUS} fileHost={fileHost}>
      {children}
    </PersonalLayout>
  );
}

/**
 * The athlete/evaluator centre (roles 1–2): /personal/* inside the personal-centre frame, and the order flows
 * (/test/signUp, /test/sureOrder, training sign-up). The shell routes here; the screen is picked by path.
 */
export default createRemoteApp({ screens: SCREENS, frame: { matches: isPersonalPath, Frame: PersonalFrame } });
