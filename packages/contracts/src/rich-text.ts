/**
 * What rich text may hold (news, notices, FAQ answers, training introductions): the one allowlist. The service
 * sanitizes every body with it before storing it (apps/api/src/modules/content/rich-text.ts) and the web tier with it
 * again before drawing one into a page on the server (apps/web/src/rich-text.ts). The browser's DOMPurify pass (the UI
 * kit's SafeHtml) is a third, looser net. Plain data: no sanitizer is imported here.
 *
 * Editorial markup (headings, paragraphs, lists, quotes, links, images, tables, a safe subset of inline styles);
 * scripts, event handlers, `javascript:` and `data:` URLs never pass.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE_PARTS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const STYLED = ['p', 'span', 'div', 'td', 'th', ...HEADINGS];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const LENGTH = [/^\d+(\.\d+)?(px|em|rem|%)$/];

export const RICH_TEXT_POLICY = {
  tags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'span', 'div',
    ...TABLE_PARTS,
  ],
  attributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    ...Object.fromEntries(STYLED.filter((tag) => tag !== 'td' && tag !== 'th').map((tag) => [tag, ['style']])),
  } as Record<string, string[]>,
  styles: {
    color: COLOR,
    'background-color': COLOR,
    'text-align': [/^(left|right|center|justify)$/],
    'text-decoration': [/^(underline|line-through|none)$/],
    'font-weight': [/^(normal|bold|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    'font-size': LENGTH,
    'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
    'text-indent': LENGTH,
  } as Record<string, RegExp[]>,
  schemes: ['http', 'https', 'mailto'],
  schemesByTag: { img: ['http', 'https'] } as Record<string, string[]>,
} as const;

/**
 * The attributes of a link as every sanitizer leaves them: only a new-tab link keeps its target, and it always gets
 * rel="noopener noreferrer"; any other rel is dropped.
 */
export function linkAttributes(attributes: Record<string, string>): Record<string, string> {
  const { target, rel: _rel, ...rest } = attributes;
  return target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest;
}

