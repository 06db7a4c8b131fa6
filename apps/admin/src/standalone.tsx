// Standalone dev mode: `pnpm --filter @badminton/admin dev` serves the back-office remote alone on its dev port.
import { startStandalone } from '@badminton/ui/standalone';
import App from './app';

startStandalone(App);
