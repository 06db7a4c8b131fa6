// Standalone dev mode: `pnpm --filter @badminton/institution dev` serves the institution remote alone on its dev port.
import { startStandalone } from '@badminton/ui/standalone';
import App from './app';

startStandalone(App);
