import { createRemoteApp } from '@badminton/ui/remote-app';
import { SCREENS } from './app/screens';
import './app/portal.css';

/** The portal remote's single mount point: the shell routes here, the portal picks the screen by path. */
export default createRemoteApp({ screens: SCREENS });
