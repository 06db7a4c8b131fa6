import { serverSanitizer } from '@badminton/contracts/server-sanitizer';
import DOMPurify from 'dompurify';
import { resolveFileUrl } from './file-url';

const URL_ATTRIBUTES = ['src', 'href', 'poster'] as const;

let purifier: ReturnType<typeof DOMPurify> | undefined;
let currentFileHost = '';

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null) node.setAttribute(name, resolveFileUrl(value.trim(), currentFileHost));
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitizes rich text from the service for rendering: DOMPurify's defaults remove scripts, event-handler
 * attributes and `javascript:` URLs; links get rel="noopener noreferrer"; a leading `/wwwroot` in src, href
 * and poster becomes `fileHost`. In the browser DOMPurify does it; on the server (no DOM) the sanitizer the web tier
 * installed, and without one the render fails (the page falls back to the browser) rather than draw unsanitized HTML.
 */
export function sanitizeHtml(html: string | null | undefined, fileHost: string): string {
  if (!html) return '';
  if (typeof window === 'undefined') {
    const server = serverSanitizer();
    if (!server) throw new Error('sanitizeHtml: no server sanitizer installed (setServerSanitizer of @badminton/contracts/server-sanitizer)');
    return server(html, (value) => resolveFileUrl(value.trim(), fileHost));
  }
  const instance = getPurifier();
  currentFileHost = fileHost;
  return instance.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}
