// Standalone dev mode: `pnpm --filter @badminton/portal dev` serves the portal remote alone on its dev port.
import { startStandalone } from '@badminton/ui/standalone';
import App from './app';

startStandalone(App);
