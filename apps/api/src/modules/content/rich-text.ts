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

const HEADING = /^h[1-6]$/;
const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

/**
 * A stored body for a first-paint frame (decision 0037), which is aria-hidden and may hold no heading and nothing
 * focusable: the body through the same sanitizer, `/wwwroot` in src and href resolved with `resolve` (as the screen's
 * SafeHtml does), links out of the tab order, and cut before its first top-level element that is or holds a heading
 * (the frame shows the beginning of the body; the screen then shows it whole, below what the frame showed); `whole`
 * says whether nothing was cut.
 */
export function sanitizeFrameRichText(html: string, resolve: (url: string) => string): { html: string; whole: boolean } {
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'target', 'rel', 'tabindex'] },
    transformTags: {
      a: (tagName, { target, rel: _rel, href, ...attribs }) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(href === undefined ? {} : { href: resolve(href.trim()) }),
          ...(target === '_blank' ? { target } : {}),
          ...(href === undefined ? {} : { rel: 'noopener noreferrer' }),
          tabindex: '-1',
        },
      }),
      img: (tagName, { src, ...attribs }) => ({
        tagName,
        attribs: src === undefined ? attribs : { ...attribs, src: resolve(src.trim()) },
      }),
    },
  }).trim();
  // The sanitizer's output is well formed (every element closed, `<` and `>` escaped in text and attributes), so
  // counting tags finds the top-level element a heading sits in.
  let depth = 0;
  let topStart = 0;
  for (const match of clean.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    const [, closing, tag] = match;
    if (closing) {
      depth -= 1;
      continue;
    }
    if (depth === 0) topStart = match.index;
    if (HEADING.test(tag)) return { html: clean.slice(0, topStart).trim(), whole: false };
    if (!VOID_TAGS.has(tag)) depth += 1;
  }
  return { html: clean, whole: true };
}
