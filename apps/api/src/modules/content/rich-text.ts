import { linkAttributes, RICH_TEXT_POLICY } from '@badminton/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The one rich-text sanitizer of the service: every HTML body is passed through it before it is stored, with the
 * allowlist of `@badminton/contracts/rich-text` (the web tier draws with the same one).
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: RICH_TEXT_POLICY.attributes,
  allowedStyles: { '*': RICH_TEXT_POLICY.styles },
  allowedSchemes: [...RICH_TEXT_POLICY.schemes],
  allowedSchemesByTag: RICH_TEXT_POLICY.schemesByTag,
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a sanitized body shows (tags dropped): a body of only empty paragraphs or stripped markup shows nothing. */
export function showsSomething(html: string): boolean {
  if (/<img\s[^>]*src=/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}
