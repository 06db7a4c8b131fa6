import type { PageBoot } from '@badminton/contracts/page';
import { readRouteDocument, releaseBase, ROUTE_DOCUMENT_FILE } from '@badminton/contracts/release';
import { parseRuntimeConfig } from '@badminton/contracts';

/** The boot data of a page without it (the shell's dev server): `/config.json`, then each remote's `routes.json`. */
export async function fetchBoot(): Promise<PageBoot> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  const routes: PageBoot['routes'] = {};
  const unavailable: PageBoot['unavailable'] = {};
  await Promise.all(
    Object.entries(config.remotes).map(async ([name, entry]) => {
      try {
        const answer = await fetch(new URL(ROUTE_DOCUMENT_FILE, new URL(releaseBase(entry), window.location.href)));
        if (!answer.ok) throw new Error(`${ROUTE_DOCUMENT_FILE} answered ${answer.status}`);
        routes[name] = readRouteDocument(await answer.json(), name).routes;
      } catch (error) {
        unavailable[name] = String(error);
      }
    }),
  );
  return { config, routes, shared: {}, unavailable, rendered: null };
}
