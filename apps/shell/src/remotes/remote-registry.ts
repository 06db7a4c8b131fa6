import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteApp, RemoteApps } from './remote-apps';

/**
 * The remotes of the browser (decision 0053): each registered with the federation runtime from the runtime
 * configuration's entry URL, unless its release was refused (`refusals`: built against shared singletons this shell
 * cannot give it), and each `<remote>/App` loaded once.
 */
export function browserRemoteApps(entries: Readonly<Record<string, string>>, refusals: Readonly<Record<string, string>>): RemoteApps {
  registerRemotes(
    Object.entries(entries)
      .filter(([name]) => !refusals[name])
      .map(([name, entry]) => ({ name, entry, type: 'module' as const })),
  );
  const pending = new Map<string, Promise<RemoteApp>>();
  const ready = new Map<string, RemoteApp>();
  return {
    loaded: (name) => ready.get(name),
    refused: (name) => refusals[name],
    load(name) {
      let promise = pending.get(name);
      if (!promise) {
        promise = refusals[name]
          ? Promise.reject(new Error(`remote ${name} refused: ${refusals[name]}`))
          : loadRemote<{ default: RemoteApp }>(`${name}/App`).then((mod) => {
              if (!mod?.default) throw new Error(`remote ${name} exposes no App`);
              ready.set(name, mod.default);
              return mod.default;
            });
        pending.set(name, promise);
      }
      return promise;
    },
  };
}
