import { PAGE_BOOT_ELEMENT_ID, readPageBoot, type PageBoot } from '@badminton/contracts/page';
import { readRouteDocument, releaseBase, ROUTE_DOCUMENT_FILE } from '@badminton/contracts/release';
import { parseRuntimeConfig } from '@badminton/contracts';

/**
 * What the shell starts from (decision 0053): the boot data the web tier put into the page — the runtime
 * configuration, every remote's route document and shared versions, and what the server drew the page with. Without it
 * (the shell's dev server) the shell reads `/config.json` and each remote's `routes.json` itself and renders in the
 * browser. A broken boot is a deployment fault: fail loudly.
 */
export async function loadPageBoot(): Promise<PageBoot> {
  const inline = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (inline) return readPageBoot(JSON.parse(inline));
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
