import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteAppProps, RuntimeConfig } from '@badminton/contracts';
import type { RemoteName } from '../routes/route-table';

const REMOTE_NAMES: RemoteName[] = ['portal', 'member', 'institution'];

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
