import { resolveFileUrl } from '@badminton/contracts/files';
import type { Database } from '../db/client';
import { listBanners } from '../modules/content/service';

/**
 * The home page's first paint (docs/decisions/0012-first-paint-frame.md). The shell's index.html carries a
 * static copy of the header; for `/` and `/index` the service also puts the first banner into it, with a
 * preload hint, so the largest element of the page paints from the HTML instead of after every script,
 * call and image of the app. The shell removes the frame once the home page has painted its own banner.
 */

/** Where the banner and its preload hint go (comments in apps/shell/index.html). */
export const FIRST_SCREEN_MARKER = '<!--bm:first-screen-->';
export const FIRST_SCREEN_HEAD_MARKER = '<!--bm:first-screen-head-->';

export interface FirstBanner {
  src: string;
  title: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The shell's index.html with the first banner (or unchanged markers removed when there is none). */
export function withFirstBanner(indexHtml: string, banner: FirstBanner | null): string {
  if (!banner) return indexHtml.replace(FIRST_SCREEN_HEAD_MARKER, '').replace(FIRST_SCREEN_MARKER, '');
  const src = escapeAttribute(banner.src);
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`;
  const image =
    `<div class="bmfp-banner"><img src="${src}" alt="${escapeAttribute(banner.title)}" ` +
    'width="1920" height="520" fetchpriority="high" decoding="async" /></div>';
  return indexHtml.replace(FIRST_SCREEN_HEAD_MARKER, preload).replace(FIRST_SCREEN_MARKER, image);
}

export interface FirstBannerSourceOptions {
  db: Database;
  fileHost: string;
  /** The service clock in milliseconds. */
  now: () => number;
  /** How long a looked-up banner is reused. Banners change rarely; the page itself always shows fresh data. */
  ttlMs?: number;
}

/** Looks up the first banner (the one the home carousel shows first), reusing the answer for `ttlMs`. */
export function firstBannerSource({ db, fileHost, now, ttlMs = 30_000 }: FirstBannerSourceOptions) {
  let cached: { at: number; value: Promise<FirstBanner | null> } | null = null;
  return function firstBanner(): Promise<FirstBanner | null> {
    const at = now();
    if (!cached || at - cached.at >= ttlMs) {
      const value = listBanners(db).then(
        ({ items }) => (items[0] ? { src: resolveFileUrl(items[0].file_path, fileHost), title: items[0].title } : null),
        () => null,
      );
      cached = { at, value };
    }
    return cached.value;
  };
}
