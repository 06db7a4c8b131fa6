// What the web tier hands the shell inside a page's HTML (issue 23, decision 0053): one JSON data block, read once at
// boot. Plain data and a hand-written check (no zod): the shell reads it before anything else.
import type { RouteManifest } from './routes';
import type { RuntimeConfig } from './runtime';

/** The id of the page's boot data block (`<script type="application/json">`). */
export const PAGE_BOOT_ELEMENT_ID = 'bm-boot';

/** What the server drew the page with; absent when the page is left to the browser (client rendering). */
export interface RenderedPage {
  /** The member the page was drawn for (`userId`), or null for a page drawn for no one. */
  member: number | string | null;
  /** The session state the page was drawn with (no token of the member's). */
  session: Record<string, unknown> | null;
  /** The screens' first answers, by call key (`@badminton/api-client/react` `answerKey`). */
  answers: Record<string, unknown>;
}

export interface PageBoot {
  config: RuntimeConfig;
  /** Each remote's route document (`routes.json`), by remote name. */
  routes: Record<string, RouteManifest>;
  /** The shared singleton versions each remote's release was built against, by remote name. */
  shared: Record<string, Record<string, string>>;
  /** Remotes the web tier could not load (no release, no route document): their name and why. */
  unavailable: Record<string, string>;
  rendered: RenderedPage | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the boot data, or throws naming what is wrong (a deployment fault). */
export function readPageBoot(value: unknown): PageBoot {
  if (!isRecord(value)) throw new Error('boot data: not an object');
  for (const key of ['config', 'routes', 'shared', 'unavailable'] as const) {
    if (!isRecord(value[key])) throw new Error(`boot data: ${key} is not an object`);
  }
  if (value.rendered !== null && !(isRecord(value.rendered) && isRecord(value.rendered.answers))) {
    throw new Error('boot data: rendered is neither null nor a rendered page');
  }
  return value as unknown as PageBoot;
}

/**
 * The page cookie (decision 0045): `bm_page=<session id>.<MAC>`, set by the service on a signed role call and read
 * only to draw that member's pages. The web tier hands its value to the service's render endpoint; it grants no call.
 */
export const PAGE_COOKIE = 'bm_page';

/** The value of the page cookie in a `Cookie` header, or null. */
export function readPageCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === PAGE_COOKIE) return part.slice(separator + 1).trim() || null;
  }
  return null;
}
