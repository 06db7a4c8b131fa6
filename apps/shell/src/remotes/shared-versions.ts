import { incompatibleShares } from '@badminton/contracts/release';

declare const __BM_SHARED_VERSIONS__: Record<string, string>;

/**
 * The versions of the shared singletons this shell provides (react, the router facade, the session store, the API
 * client, …), written into the build by the Vite preset from the installed packages (tooling/vite).
 */
export const SHELL_SHARED_VERSIONS: Readonly<Record<string, string>> = __BM_SHARED_VERSIONS__;

/**
 * The remotes this shell refuses (decision 0053): each built against a shared singleton it cannot give (another major
 * version, or one it does not provide), with one line saying which.
 */
export function refusedRemotes(shared: Readonly<Record<string, Readonly<Record<string, string>>>>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const [name, built] of Object.entries(shared)) {
    const problems = incompatibleShares(built, SHELL_SHARED_VERSIONS);
    if (problems.length > 0) refused[name] = problems.join('; ');
  }
  return refused;
}
