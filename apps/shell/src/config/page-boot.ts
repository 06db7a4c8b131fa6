import { PAGE_BOOT_ELEMENT_ID, readPageBoot, type PageBoot } from '@badminton/contracts/page';

/**
 * What the shell starts from (decision 0053): the boot data the web tier put into the page — the runtime
 * configuration, every remote's route document and shared versions, and what the server drew the page with. Without it
 * (the shell's dev server) the shell reads `/config.json` and each remote's `routes.json` itself (./dev-boot.ts, a chunk
 * of its own: no page of the built system loads it) and renders in the browser. A broken boot is a deployment fault:
 * fail loudly.
 */
export async function loadPageBoot(): Promise<PageBoot> {
  const inline = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (inline) return readPageBoot(JSON.parse(inline));
  const { fetchBoot } = await import('./dev-boot');
  return fetchBoot();
}
