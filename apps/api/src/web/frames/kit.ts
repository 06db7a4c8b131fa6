import { resolveFileUrl } from '@badminton/contracts/files';
import { escapeHtml } from './markup';

/**
 * The ui kit's parts as the screen frames draw them (decision 0037): the same elements and class names as
 * packages/ui (PageSection, SearchBar, SearchField, KeywordSearchBar, DateRange, CoverImage, StarRating, EmptyState),
 * packages/pickers (RegionCascade) and element-react (Input, Select, Button), so the kit's CSS gives them the screen's
 * pixels. Frame rules: elements whose tag the CSS does not select on become divs (no heading, landmark or form);
 * inputs and buttons stay inputs and buttons, read-only or disabled and out of the tab order (tabindex="-1").
 */

/** `PageSection`: the titled card; its h2 is a div with the same class, `extra` the right side of the title bar. */
export function pageSection(title: string, body: string, { extra = '', className = '' } = {}): string {
  return (
    `<div class="bm-page-section${className ? ` ${className}` : ''}"><div class="bm-page-section__header">` +
    `<div class="bm-page-section__title">${escapeHtml(title)}</div>` +
    (extra ? `<div class="bm-page-section__extra">${extra}</div>` : '') +
    `</div><div class="bm-page-section__body">${body}</div></div>`
  );
}

/** The portal's page container around a screen. */
export function portalContainer(html: string, className = ''): string {
  return `<div class="portal-container${className ? ` ${className}` : ''}">${html}</div>`;
}

/** An element `Button` (`small`: size="small"; `disabled`: the disabled button). */
export function kitButton(text: string, type: 'primary' | 'default' = 'default', { small = false, disabled = false } = {}): string {
  const classes = `el-button el-button--${type}${small ? ' el-button--small' : ''}${disabled ? ' is-disabled' : ''}`;
  return `<button class="${classes}"${disabled ? ' disabled' : ''} type="button" tabindex="-1"><span>${escapeHtml(text)}</span></button>`;
}

/**
 * A card's `h3` as a div with the same class (no headings in a frame), with the theme's h3 rule written inline for
 * what the class does not set itself (`style`; by default its weight and line height), so the div has the heading's box.
 */
export const CARD_HEADING_STYLE = 'font-weight:600;line-height:1.4';
export function cardHeading(className: string, html: string, style = CARD_HEADING_STYLE): string {
  return `<div class="${className}" style="${style}">${html}</div>`;
}

/** One `dt`/`dd` row of a card's facts. */
export function fact(label: string, value: string): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

/** A `YYYY-MM-DD HH:mm:ss` wire time as the kit's formatDateTime shows it (the same text), '' when not one. */
export function wireTime(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? value : '';
}

/** `RankBadge` (packages/ui): the medal with the rank's digit (1–3, anything else 3) and the rank's name. */
export function rankBadge(rank: number, name: string, className = ''): string {
  const level = rank >= 1 && rank <= 3 ? rank : 3;
  return (
    `<span class="evaluator-rank evaluator-rank--${level}${className ? ` ${className}` : ''}">` +
    '<svg class="evaluator-rank__medal" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">' +
    '<path d="M7 1h4l2 6H9z M13 1h4l-2 6h-4z" class="evaluator-rank__ribbon"></path>' +
    '<circle cx="12" cy="15" r="8" class="evaluator-rank__disc"></circle>' +
    `<text x="12" y="19" text-anchor="middle" class="evaluator-rank__digit">${level}</text></svg>` +
    `<span class="evaluator-rank__name">${escapeHtml(name)}</span></span>`
  );
}

/**
 * element's `Tabs`, tab `active` lit, with `pane` in its pane. The active bar is placed as element measures it: a
 * tab's width is its label's CJK characters at the tab's 14 px, one em each, plus its 16 px padding on both sides.
 * `labels` are markup (a label may carry a count); `widthOf` gives the characters counted for each.
 */
export function elementTabs(labels: readonly string[], active: number, pane: string, widthOf: (index: number) => number): string {
  const width = (index: number) => widthOf(index) * 14 + 32;
  const close = '<span class="el-icon-close" style="display: none;"></span>';
  const items = labels.map((label, index) => `<div class="el-tabs__item${index === active ? ' is-active' : ''}">${label}${close}</div>`);
  const offset = labels.slice(0, active).reduce((sum, _label, index) => sum + width(index), 0);
  const panes = labels.map((_label, index) => (index === active ? `<div class="el-tab-pane">${pane}</div>` : '<div class="el-tab-pane" style="display: none;"></div>'));
  return (
    '<div class="el-tabs"><div class="el-tabs__header"><div class="el-tabs__nav-wrap"><div class="el-tabs__nav-scroll"><div class="el-tabs__nav">' +
    `${items.join('')}<div class="el-tabs__active-bar" style="width: ${width(active)}px; transform: translateX(${offset}px);"></div>` +
    `</div></div></div></div><div class="el-tabs__content">${panes.join('')}</div></div>`
  );
}

export interface KitInputOptions {
  /** The text shown (the screen's draft), else the placeholder. */
  value?: string;
  /** An `el-input__icon` class before the field (`el-icon-date`, `el-icon-caret-top`). */
  icon?: string;
  disabled?: boolean;
  /** Classes on the `el-input` wrapper besides its own. */
  wrapperClass?: string;
}

/** An element `Input` (`el-input`). */
export function kitInput(placeholder: string, { value = '', icon = '', disabled = false, wrapperClass = '' }: KitInputOptions = {}): string {
  const classes = ['el-input', wrapperClass, disabled ? 'is-disabled' : ''].filter(Boolean).join(' ');
  return (
    `<div class="${classes}">${icon ? `<i class="el-input__icon ${icon}"></i>` : ''}` +
    `<input class="el-input__inner" type="text" placeholder="${escapeHtml(placeholder)}"${value ? ` value="${escapeHtml(value)}"` : ''}` +
    ` tabindex="-1"${disabled ? ' disabled' : ' readonly'} autocomplete="off"></div>`
  );
}

/**
 * An element `Form.Item` of a form drawn as a div (the form frames): its label at the form's label width (no label
 * element when `label` is '', as a Form.Item without one), the content beside it; `required` draws the asterisk.
 */
export function formItem(labelWidth: number, label: string, content: string, required: boolean): string {
  return (
    `<div class="el-form-item${required ? ' is-required' : ''}">` +
    (label ? `<label class="el-form-item__label" style="width: ${labelWidth}px;">${escapeHtml(label)}</label>` : '') +
    `<div class="el-form-item__content" style="margin-left: ${labelWidth}px;">${content}</div></div>`
  );
}

/** The disabled-or-editable attributes of a form frame's field: never focusable. */
export function fieldState(disabled: boolean): string {
  return disabled ? ' disabled tabindex="-1"' : ' readonly tabindex="-1"';
}

/**
 * A form's element `Input` showing `value` (the form frames): `maxLength` undefined sets none, as the Input without
 * one; `type` the input's type (`password` for a password field).
 */
export function textInput(value: string, placeholder: string, maxLength: number | undefined, disabled: boolean, type: 'text' | 'password' = 'text'): string {
  return (
    `<div class="el-input${disabled ? ' is-disabled' : ''}"><input class="el-input__inner" type="${type}" autocomplete="off"` +
    ` placeholder="${escapeHtml(placeholder)}"${maxLength === undefined ? '' : ` maxlength="${maxLength}"`} value="${escapeHtml(value)}"${fieldState(disabled)}></div>`
  );
}

/** An element `Select`, closed: its input with the caret. */
export function kitSelect(className: string, placeholder: string, { value = '', disabled = false } = {}): string {
  return `<div class="el-select ${className}">${kitInput(placeholder, { value, disabled, icon: 'el-icon-caret-top' })}</div>`;
}

/** `RegionCascade` (packages/pickers) with nothing chosen: city and district wait for a province. */
export function regionCascade(): string {
  const level = (name: string, placeholder: string, disabled: boolean) =>
    kitSelect(`bm-region-cascade__select bm-region-cascade__select--${name}`, placeholder, { disabled });
  return (
    '<div class="bm-region-cascade bm-region-cascade--levels-3">' +
    `${level('province', '请选择省', false)}${level('city', '请选择市', true)}${level('district', '请选择区', true)}</div>`
  );
}

/** `DateRange`: two element date pickers, empty. */
export function dateRange(): string {
  const picker = (placeholder: string) =>
    '<span class="el-date-editor bm-date-range__picker is-have-trigger">' +
    `${kitInput(placeholder, { icon: 'el-icon-date', wrapperClass: 'el-date-editor el-date-editor--date' })}</span>`;
  return `<div class="bm-date-range">${picker('开始日期')}<span class="bm-date-range__separator">至</span>${picker('结束日期')}</div>`;
}

/** One `SearchField`: its label and control. */
export function searchField(label: string, control: string, className = ''): string {
  return (
    `<div class="bm-search-field${className ? ` ${className}` : ''}"><span class="bm-search-field__label">${escapeHtml(label)}</span>` +
    `<div class="bm-search-field__control">${control}</div></div>`
  );
}

/** `SearchBar` with its fields and its 搜索 / 清空 buttons; the search form is a div. */
export function searchBar(fields: string, className = ''): string {
  return (
    `<div class="bm-search-bar${className ? ` ${className}` : ''}"><div class="bm-search-bar__fields">${fields}</div>` +
    `<div class="bm-search-bar__actions">${kitButton('搜索', 'primary')}${kitButton('清空')}</div></div>`
  );
}

/** `KeywordSearchBar`: one labelled keyword field showing `keyword` (the screen's draft starts from it). */
export function keywordSearchBar(search: { label: string; placeholder: string }, keyword: string): string {
  return searchBar(searchField(search.label, kitInput(search.placeholder, { value: keyword })));
}

/**
 * A list card's cover: CoverImage's attributes (packages/ui/src/components/cover-image), lazy below the first two; the
 * first is fetched first (the page's largest element on a phone).
 */
export function coverImage(path: string, fileHost: string, index: number): string {
  const loading = index > 1 ? ' loading="lazy"' : index === 0 ? ' fetchpriority="high"' : '';
  return `<img src="${escapeHtml(resolveFileUrl(path, fileHost))}" alt="" width="480" height="270"${loading} decoding="async">`;
}

/** `StarRating`: five stars, the rating's whole stars lit (clamped to 0–5, as `starCount`). */
export function starRating(star: number): string {
  const lit = Math.max(0, Math.min(5, Math.round(star)));
  const stars = Array.from({ length: 5 }, (_, i) => `<span class="${i < lit ? 'bm-stars__star is-lit' : 'bm-stars__star'}">★</span>`);
  return `<span class="bm-stars">${stars.join('')}</span>`;
}

/** `EmptyState` (暂无相关信息) with its drawing. */
export const EMPTY_STATE =
  '<div class="bm-empty-state"><svg class="bm-empty-state__image" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">' +
  '<ellipse cx="80" cy="108" rx="58" ry="7" fill="#e8f5ee"></ellipse>' +
  '<path d="M34 46 L80 30 L126 46 L126 94 L80 106 L34 94 Z" fill="#f4f6f8" stroke="#c5d3dd" stroke-width="2"></path>' +
  '<path d="M34 46 L80 62 L126 46" fill="none" stroke="#c5d3dd" stroke-width="2"></path>' +
  '<path d="M80 62 L80 106" stroke="#c5d3dd" stroke-width="2"></path>' +
  '<g transform="translate(84 40) rotate(-18)"><path d="M-12 -28 L12 -28 L6 0 L-6 0 Z" fill="#ffffff" stroke="#1a8f5c" stroke-width="2"></path>' +
  '<path d="M-4 -28 L-2 0 M4 -28 L2 0" stroke="#a3d9bf" stroke-width="1.5"></path><circle cx="0" cy="5" r="7" fill="#1a8f5c"></circle></g>' +
  '</svg><p class="bm-empty-state__text">暂无相关信息</p></div>';

/** A list's `?page=` as the screens read it: a positive whole number, else 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** A keyword list's query in the URL, read as the kit's `readKeywordQuery` reads it. */
export function keywordQuery(search: URLSearchParams): { page: number; keyword: string } {
  return { page: pageOf(search), keyword: (search.get('keyword') ?? '').trim() };
}

/** A detail screen's `?id=`, read as the kit's `readRecordId`: a positive whole number, else null. */
export function recordId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** What a searchable card list screen's frame draws: its section, its keyword field and its grid of cards. */
export interface KeywordCardsSpec<Input, Item> {
  title: string;
  search: { label: string; placeholder: string };
  gridClass: string;
  /** The screen's page size (the call asks for it) and how many cards the frame draws. */
  pageSize: number;
  cards: number;
  /** The screen's call's input schema: a query it refuses draws no frame. */
  input: { safeParse(value: unknown): { success: true; data: Input } | { success: false } };
  list(input: Input): Promise<{ items: Item[] }>;
  card(item: Item, index: number): string;
}

/**
 * A searchable card list (the evaluators, the institutions): the section, the keyword search bar and the first cards of
 * the page the URL asks for, from the screen's own call; null when the page is empty (its empty state comes with the
 * screen).
 */
export async function keywordCardsFrame<Input, Item>(search: URLSearchParams, spec: KeywordCardsSpec<Input, Item>): Promise<string | null> {
  const query = keywordQuery(search);
  const input = spec.input.safeParse({ limit: spec.pageSize, page: query.page, ...(query.keyword ? { keyword: query.keyword } : {}) });
  if (!input.success) return null;
  const answer = await spec.list(input.data);
  if (answer.items.length === 0) return null;
  const cards = answer.items.slice(0, spec.cards).map((item, index) => spec.card(item, index));
  const body = `${keywordSearchBar(spec.search, query.keyword)}<ul class="${spec.gridClass}">${cards.join('')}</ul>`;
  return portalContainer(pageSection(spec.title, body));
}
