import sanitizeHtml from 'sanitize-html';

/**
 * The one rich-text sanitizer: every HTML body is passed through it before it is stored.
 * Keeps editorial markup (headings, paragraphs, lists, quotes, links, images, tables and a safe
 * subset of inline styles); drops scripts, event handlers, `javascript:` and `data:` URLs.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE_PARTS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const STYLED = ['p', 'span', 'div', 'td', 'th', ...HEADINGS];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const LENGTH = [/^\d+(\.\d+)?(px|em|rem|%)$/];

const SAFE_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'font-size': LENGTH,
  'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
  'text-indent': LENGTH,
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'span', 'div',
    ...TABLE_PARTS,
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    ...Object.fromEntries(STYLED.filter((tag) => tag !== 'td' && tag !== 'th').map((tag) => [tag, ['style']])),
  },
  allowedStyles: { '*': SAFE_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Only new-tab links keep a target, and those always get rel="noopener noreferrer".
    a: (tagName, { target, rel: _rel, ...attribs }) =>
      target === '_blank'
        ? { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
