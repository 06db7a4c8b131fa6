import { linkAttributes, RICH_TEXT_POLICY } from '@badminton/contracts/rich-text';
import { setServerSanitizer } from '@badminton/contracts/server-sanitizer';
import sanitizeHtml from 'sanitize-html';

/**
 * The server render's rich-text sanitizer (the UI kit's SafeHtml has no DOM here for DOMPurify): sanitize-html with the
 * one allowlist of `@badminton/contracts/rich-text`, the service's, so a body is drawn on the server exactly as the
 * service stored it, and anything that slipped past the service is dropped again. src, href and poster values take the
 * kit's file-host rule.
 */
export function sanitizeForPage(html: string, rewriteUrl: (value: string) => string): string {
  const withUrl = (attribs: Record<string, string>) => {
    const next = { ...attribs };
    for (const name of ['src', 'href', 'poster']) if (next[name] !== undefined) next[name] = rewriteUrl(next[name]);
    return next;
  };
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_POLICY.tags],
    allowedAttributes: RICH_TEXT_POLICY.attributes,
    allowedStyles: { '*': RICH_TEXT_POLICY.styles },
    allowedSchemes: [...RICH_TEXT_POLICY.schemes],
    allowedSchemesByTag: RICH_TEXT_POLICY.schemesByTag,
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: withUrl(linkAttributes(attribs)) }),
      img: (tagName, attribs) => ({ tagName, attribs: withUrl(attribs) }),
    },
  }).trim();
}

/** Installs it for every remote's server entry (called once when the web tier starts). */
export function installRichText(): void {
  setServerSanitizer(sanitizeForPage);
}
