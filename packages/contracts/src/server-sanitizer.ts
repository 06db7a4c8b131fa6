// The server's rich-text sanitizer, apart from the allowlist (`./rich-text`) so a browser bundle takes only this holder.

/**
 * How a server (no DOM) sanitizes rich text before drawing it: installed by the web tier (`apps/web/src/rich-text.ts`,
 * sanitize-html with `RICH_TEXT_POLICY`), used by the UI kit's `sanitizeHtml`. `rewriteUrl` is the file-host rule for
 * src, href and poster values.
 */
export type ServerSanitizer = (html: string, rewriteUrl: (value: string) => string) => string;

const SERVER_SANITIZER = Symbol.for('@badminton/contracts/server-sanitizer');
type WithSanitizer = typeof globalThis & { [SERVER_SANITIZER]?: ServerSanitizer };

/**
 * Installs (or, with undefined, removes) the server's sanitizer. Pinned on globalThis: each remote's server entry
 * bundles its own copy of the kit and of this module, and all of them find the one the web tier installed.
 */
export function setServerSanitizer(sanitizer: ServerSanitizer | undefined): void {
  (globalThis as WithSanitizer)[SERVER_SANITIZER] = sanitizer;
}

export function serverSanitizer(): ServerSanitizer | undefined {
  return (globalThis as WithSanitizer)[SERVER_SANITIZER];
}
