// The remotes, in one place (decision 0018): their federation names and dev ports. The runtime config
// (`/config.json`, `REMOTE_<NAME>_URL` of the service), the shell's registration, the dev servers and the service's
// static folders all follow this list. Adding a remote is one entry here plus the app itself (`apps/<name>`, exposing
// `./App`, with its `./routes` manifest); the shell and the web tier read its route document at run time (decision 0053).
//
// Plain JavaScript (types in remotes.d.ts, no imports): Node reads it in the vite configs and scripts as is,
// the browser and the service through the package.

/** @type {{ readonly portal: { readonly devPort: 5101 }, readonly member: { readonly devPort: 5102 }, readonly institution: { readonly devPort: 5103 }, readonly admin: { readonly devPort: 5104 } }} */
export const REMOTES = Object.freeze({
  portal: Object.freeze({ devPort: 5101 }),
  member: Object.freeze({ devPort: 5102 }),
  institution: Object.freeze({ devPort: 5103 }),
  // The association back office (roles 4 and 5; issue 26, decision 0066).
  admin: Object.freeze({ devPort: 5104 }),
});

/** The remotes the shell loads (module-federation names), in registration order. */
export const REMOTE_NAMES = Object.freeze(Object.keys(REMOTES));

/** Dev ports: the shell's dev server, the service, and one per remote. */
export const DEV_PORTS = Object.freeze({
  shell: 5100,
  api: 8080,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].devPort])),
});

/** Where a remote's entry is served in the one-origin setup (the service's default for `REMOTE_<NAME>_URL`). */
export function defaultRemoteEntry(name) {
  return `/remotes/${name}/remoteEntry.js`;
}

/** The service's configuration variable that moves a remote: `REMOTE_PORTAL_URL`, … */
export function remoteEntryVariable(name) {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** The remote entries of `pnpm dev`: each remote's own dev server. */
export function devRemoteEntries(host = 'localhost') {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${host}:${REMOTES[name].devPort}/remoteEntry.js`]));
}
