import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteAppProps, type RemoteName, type RuntimeConfig } from '@badminton/contracts';

/** Registers every remote from the runtime config with the federation runtime (type module). */
export function registerAllRemotes(config: RuntimeConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name], type: 'module' as const })),
  );
}

type RemoteApp = ComponentType<RemoteAppProps>;
const pending = new Map<RemoteName, Promise<RemoteApp>>();

/** Loads `<remote>/App` once. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  let promise = pending.get(name);
  if (!promise) {
    promise = loadRemote<{ default: RemoteApp }>(`${name}/App`).then((mod) => {
      if (!mod?.default) throw new Error(`remote ${name} exposes no App`);
      return mod.default;
    });
    pending.set(name, promise);
  }
  return promise;
}
