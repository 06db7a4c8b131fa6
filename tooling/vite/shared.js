// The shared singletons and the export conditions: one module, so the app preset (./index.js) and the release unit
// (./release.js) read the same lists.
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The shared singletons: one copy at run time, provided by the shell (or by a remote running alone).
 * Everything else is bundled per app. Keep this list short: sharing costs a round-trip per module.
 * zustand is not on it: only @badminton/session uses it, and the session's one store lives in that shared package;
 * zustand itself holds no state, and its two shares cost the home page 2.7 KB of federation wrappers (issue 12).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@badminton/router',
  '@badminton/session',
  '@badminton/api-client',
];

/**
 * Package-export conditions of every browser build and browser test: `badminton-web` selects the zod-free browser
 * entry of @badminton/contracts (its calls as path-only refs; the schemas stay with the service). The browser
 * tsconfig (@badminton/tsconfig/react.json, browser.json) sets the same condition, so types follow.
 */
export const WEB_CONDITIONS = ['badminton-web', ...defaultClientConditions];

/**
 * Package-export conditions of a remote's server entry (./release.js): `badminton-web` like the browser build (the
 * same contracts entry, so the server renders the markup the browser hydrates), then Node's own conditions rather
 * than `browser`, so a bundled dependency takes its server build where it has one.
 */
export const SERVER_CONDITIONS = ['badminton-web', ...defaultServerConditions];
