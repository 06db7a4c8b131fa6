// The server-rendering entry of this remote's release (issue 23, packages/contracts/src/release.ts): the same App the
// `./App` federation exposure gives the shell, built by the preset into one ES module at `dist/server/entry.js` with
// the shared singletons left as bare imports (tooling/vite/release.js). The web tier imports it at run time.
export { default } from './app';
