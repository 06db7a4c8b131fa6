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
 * and poster becomes `fileHost`. Needs a DOM (browser or jsdom).
 */
export function sanitizeHtml(html: string | null | undefined, fileHost: string): string {
  if (!html) return '';
  const instance = getPurifier();
  currentFileHost = fileHost;
  return instance.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}
