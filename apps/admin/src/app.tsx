import type { ReactNode } from 'react';
import { isPersonalPath, personalMenus } from '@badminton/account/menu';
import { createRemoteApp } from '@badminton/ui/remote-app';
import { PersonalLayout, SCREENS } from './app/screens';
import { ADMIN_ROUTES } from './routes';

/** The side menus of the two association roles, from the route manifest. */
const MENUS = personalMenus(ADMIN_ROUTES);

function BackOfficeFrame({ fileHost, children }: { fileHost: string; children: ReactNode }) {
  return (
    <PersonalLayout menus={MENUS} fileHost={fileHost} menuLabel="协会后台菜单" askForProfile={false}>
      {children}
    </PersonalLayout>
  );
}

/**
 * The association back office (roles 4 and 5; issue 26, decision 0066): the work queues of the provincial reviewer and
 * the national administrator, inside the personal-centre frame with their own menu. The shell routes here by role;
 * the screen is picked by path.
 */
export default createRemoteApp({ screens: SCREENS, frame: { matches: isPersonalPath, Frame: BackOfficeFrame } });
