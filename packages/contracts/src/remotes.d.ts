// Types of remotes.js (the one list of the remotes, decision 0018). Keep the two files in step: the entries of
// REMOTES below are the entries of REMOTES there (remotes.test.ts checks it).
export declare const REMOTES: {
  readonly portal: { readonly devPort: 5101 };
  readonly member: { readonly devPort: 5102 };
  readonly institution: { readonly devPort: 5103 };
  readonly admin: { readonly devPort: 5104 };
};

export type RemoteName = keyof typeof REMOTES;

/** The remotes the shell loads (module-federation names), in registration order. */
export declare const REMOTE_NAMES: readonly RemoteName[];

/** Dev ports: the shell's dev server, the service, and one per remote. */
export declare const DEV_PORTS: Readonly<Record<'shell' | 'api' | RemoteName, number>>;

/** Where a remote's entry is served in the one-origin setup (the service's default for `REMOTE_<NAME>_URL`). */
export declare function defaultRemoteEntry(name: RemoteName): string;

/** The service's configuration variable that moves a remote: `REMOTE_PORTAL_URL`, … */
export declare function remoteEntryVariable<N extends RemoteName>(name: N): `REMOTE_${Uppercase<N>}_URL`;

/** The remote entries of `pnpm dev`: each remote's own dev server. */
export declare function devRemoteEntries(host?: string): Record<RemoteName, string>;
