// Standalone dev mode: `pnpm --filter @badminton/member dev` serves the member remote alone on its dev port.
import { startStandalone } from '@badminton/ui/standalone';
import App from './app';

startStandalone(App);
