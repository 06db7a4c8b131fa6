import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FILE_PATH_PREFIX } from '../../utils/file-url';
import { sanitizeHtml } from '../../utils/sanitize-html';
import '../safe-html/safe-html.css';
import './rich-text-editor.css';

/**
 * The kit's rich-text editor (decision 0070): an editable region with a toolbar, for news and notice bodies and FAQ
 * answers. It is light on purpose — the browser's own editing (`contenteditable` and its commands), no editor library
 * — so the edit screen stays inside the route budget. What it produces is only a draft: the service sanitizes every
 * body with the one allowlist before storing it (`@badminton/contracts/rich-text`) and the portal draws it with
 * SafeHtml. Pasted text is purified before it is inserted; stored `/wwwroot/...` addresses are shown through the file
 * host and handed back as `/wwwroot/...`.
 *
 * Accessible: the region is a labelled multi-line textbox; the toolbar is one tab stop (arrow keys move between its
 * buttons, Home/End jump to the ends), every button has a Chinese name and the toggles report aria-pressed; Ctrl+B/I/U
 * work as in any editor; the link form is an inline labelled field, not a prompt.
 */

export interface RichTextEditorProps {
  /** The HTML to start from (changes from outside replace the content when they differ from what was typed). */
  value: string;
  /** Called with the HTML after every change (addresses of stored files as `/wwwroot/...`). */
  onChange(html: string): void;
  /** Id of the visible label of the field. */
  labelledBy: string;
  /** Ids of the hint and error texts. */
  describedBy?: string;
  /** Marks the field invalid (its error is in `describedBy`). */
  invalid?: boolean;
  /** The runtime file host `/wwwroot` addresses are shown through (default: `/wwwroot`, no change). */
  fileHost?: string;
  /**
   * Uploads a picture chosen with 插入图片 and answers its stored address (`/wwwroot/...`), or null when it was refused
   * (the caller reports why). Without it the toolbar has no picture button.
   */
  uploadImage?(file: File): Promise<string | null>;
  /** Accepted picture types for the file chooser. */
  imageAccept?: string;
  /** Minimum height of the editable region, in pixels. */
  minHeight?: number;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'removeFormat' | 'undo' | 'redo' | 'unlink';

interface ToolButton {
  key: string;
  label: string;
  /** What the button shows (a short glyph; the label is its name). */
  face: string;
  command?: Command;
  block?: 'blockquote';
  /** Reports aria-pressed from the selection. */
  toggle?: boolean;
  shortcut?: string;
  /** What the button does instead of a command (the link form, the picture chooser). */
  action?: () => void;
}

const INLINE: ToolButton[] = [
  { key: 'bold', label: '加粗', face: 'B', command: 'bold', toggle: true, shortcut: 'Control+B' },
  { key: 'italic', label: '斜体', face: 'I', command: 'italic', toggle: true, shortcut: 'Control+I' },
  { key: 'underline', label: '下划线', face: 'U', command: 'underline', toggle: true, shortcut: 'Control+U' },
];
const BLOCKS: ToolButton[] = [
  { key: 'ul', label: '项目符号列表', face: '•≡', command: 'insertUnorderedList', toggle: true },
  { key: 'ol', label: '编号列表', face: '1.≡', command: 'insertOrderedList', toggle: true },
  { key: 'quote', label: '引用', face: '❝', block: 'blockquote' },
];
const HISTORY: ToolButton[] = [
  { key: 'clear', label: '清除格式', face: 'T×', command: 'removeFormat' },
  { key: 'undo', label: '撤销', face: '↶', command: 'undo', shortcut: 'Control+Z' },
  { key: 'redo', label: '重做', face: '↷', command: 'redo', shortcut: 'Control+Y' },
];

const BLOCK_FORMATS = [
  { value: 'p', label: '正文' },
  { value: 'h2', label: '标题' },
  { value: 'h3', label: '小标题' },
] as const;

/** The host's addresses back to `/wwwroot/...` (what the service stores). */
export function toStoredHtml(html: string, fileHost: string): string {
  if (!fileHost || fileHost === FILE_PATH_PREFIX) return html;
  const host = fileHost.replace(/\/+$/, '');
  return html.split(`="${host}/`).join(`="${FILE_PATH_PREFIX}/`);
}

/** True when the region holds nothing a reader would see (no text, no picture). */
export function isBlankHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** A link address an editor may type: http(s), mailto, or a path of this site. */
export function isLinkAddress(value: string): boolean {
  const text = value.trim();
  if (/^\/(?!\/)\S*$/.test(text)) return true;
  return /^(https?:\/\/[^\s/]+\S*|mailto:\S+@\S+)$/i.test(text);
}

function run(command: Command | 'formatBlock' | 'createLink' | 'insertImage' | 'insertHTML' | 'defaultParagraphSeparator', argument?: string): void {
  // The browser's editing commands: deprecated as an API, still the one every browser implements for contenteditable.
  document.execCommand(command, false, argument);
}

export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  fileHost = FILE_PATH_PREFIX,
  uploadImage,
  imageAccept = '.jpg,.jpeg,.png,image/jpeg,image/png',
  minHeight = 280,
}: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = useRef<Range | null>(null);
  const emitted = useRef<string | null>(null);
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const [block, setBlock] = useState<string>('p');
  const [linking, setLinking] = useState(false);
  const [link, setLink] = useState('https://');
  const [linkProblem, setLinkProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const id = useId();

  // Outside values (the article loaded, a reset) replace the content; what the editor itself emitted does not.
  useEffect(() => {
    const node = area.current;
    if (!node || value === emitted.current) return;
    node.innerHTML = sanitizeHtml(value, fileHost);
    emitted.current = value;
  }, [value, fileHost]);

  const emit = useCallback(() => {
    const node = area.current;
    if (!node) return;
    const html = isBlankHtml(node.innerHTML) ? '' : toStoredHtml(node.innerHTML, fileHost);
    emitted.current = html;
    onChange(html);
  }, [fileHost, onChange]);

  const readState = useCallback(() => {
    if (typeof document.queryCommandState !== 'function') return;
    const next: Record<string, boolean> = {};
    for (const button of [...INLINE, ...BLOCKS]) {
      if (button.toggle && button.command) next[button.key] = safeState(button.command);
    }
    setPressed(next);
    const current = typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock').toLowerCase() : '';
    setBlock(BLOCK_FORMATS.some((format) => format.value === current) ? current : 'p');
  }, []);

  useEffect(() => {
    const onSelection = () => {
      const selection = document.getSelection();
      if (selection && area.current && selection.rangeCount > 0 && area.current.contains(selection.anchorNode)) {
        saved.current = selection.getRangeAt(0).cloneRange();
        readState();
      }
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [readState]);

  /** Puts the caret back where it was in the region (a toolbar click or the link field took the focus). */
  function restore(): void {
    const node = area.current;
    if (!node) return;
    node.focus();
    const range = saved.current;
    const selection = document.getSelection();
    if (range && selection && node.contains(range.startContainer)) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }

  function apply(button: ToolButton): void {
    restore();
    if (button.block) run('formatBlock', `<${button.block}>`);
    else if (button.command) run(button.command);
    emit();
    readState();
  }

  function format(tag: string): void {
    restore();
    run('formatBlock', `<${tag}>`);
    setBlock(tag);
    emit();
  }

  function rememberSelection(): void {
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) saved.current = selection.getRangeAt(0).cloneRange();
  }

  function openLink(): void {
    rememberSelection();
    setLink('https://');
    setLinkProblem('');
    setLinking(true);
  }

  function insertLink(): void {
    if (!isLinkAddress(link)) {
      setLinkProblem('请输入以 http:// 或 https:// 开头的地址，或以 / 开头的站内地址');
      return;
    }
    const address = link.trim();
    restore();
    const selection = document.getSelection();
    if (selection && !selection.isCollapsed) run('createLink', address);
    else run('insertHTML', `<a href="${address.replace(/"/g, '&quot;')}">${escapeText(address)}</a>`);
    setLinking(false);
    emit();
  }

  async function pickImage(file: File | undefined): Promise<void> {
    if (!file || !uploadImage) return;
    setBusy(true);
    try {
      const stored = await uploadImage(file);
      if (!stored) return;
      restore();
      const shown = sanitizeHtml(`<img src="${stored.replace(/"/g, '&quot;')}" alt="">`, fileHost);
      run('insertHTML', `<p>${shown}</p>`);
      emit();
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>): void {
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    if (html) run('insertHTML', sanitizeHtml(html, fileHost));
    else run('insertHTML', escapeText(text).replace(/\r?\n/g, '<br>'));
    emit();
  }

  // The toolbar is one tab stop: arrows move between its controls (WAI-ARIA toolbar pattern).
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>): void {
    const controls = [...(toolbar.current?.querySelectorAll<HTMLElement>('[data-tool]') ?? [])];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    let next = at;
    if (event.key === 'ArrowRight') next = (at + 1) % controls.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + controls.length) % controls.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = controls.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    controls[next].focus();
  }

  let index = 0;
  const tool = (button: ToolButton) => {
    const mine = index++;
    return (
      <button
        key={button.key}
        type="button"
        data-tool
        className="bm-rte__button"
        tabIndex={mine === focusIndex ? 0 : -1}
        aria-label={button.label}
        title={button.label}
        aria-keyshortcuts={button.shortcut}
        aria-pressed={button.toggle ? Boolean(pressed[button.key]) : undefined}
        // Keeps the selection in the region while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setFocusIndex(mine);
          if (button.action) button.action();
          else apply(button);
        }}
      >
        {/* The face is drawn by the style sheet (`::before`, alternative text ""), so the button's only text is its name:
            a face like 1.≡ or 去链接 is not text that the name would have to contain (WCAG 2.5.3). */}
        <span aria-hidden="true" className={`bm-rte__face bm-rte__face--${button.key}`} data-face={button.face} />
      </button>
    );
  };
  const blockIndex = index++;

  return (
    <div className={invalid ? 'bm-rte is-invalid' : 'bm-rte'}>
      <div ref={toolbar} className="bm-rte__toolbar" role="toolbar" aria-label="正文格式" aria-controls={`${id}-area`} onKeyDown={onToolbarKey}>
        <select
          data-tool
          className="bm-rte__select"
          aria-label="段落格式"
          tabIndex={blockIndex === focusIndex ? 0 : -1}
          value={block}
          onChange={(event) => format(event.target.value)}
        >
          {BLOCK_FORMATS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="bm-rte__group">{INLINE.map(tool)}</span>
        <span className="bm-rte__group">{BLOCKS.map(tool)}</span>
        <span className="bm-rte__group">
          {tool({ key: 'link', label: '插入链接', face: '链接', action: openLink })}
          {tool({ key: 'unlink', label: '取消链接', face: '去链接', command: 'unlink' })}
          {uploadImage
            ? tool({
                key: 'image',
                label: busy ? '正在上传图片' : '插入图片',
                face: '图片',
                action: () => {
                  rememberSelection();
                  fileInput.current?.click();
                },
              })
            : null}
        </span>
        <span className="bm-rte__group">{HISTORY.map(tool)}</span>
      </div>
      {linking ? (
        <div className="bm-rte__link" role="group" aria-label="插入链接">
          <label htmlFor={`${id}-link`}>链接地址</label>
          <input
            id={`${id}-link`}
            className="bm-rte__link-input"
            type="url"
            value={link}
            // The form was opened for this field: the focus goes to it.
            autoFocus
            aria-invalid={linkProblem ? true : undefined}
            aria-describedby={`${id}-link-problem`}
            onChange={(event) => {
              setLink(event.target.value);
              setLinkProblem('');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insertLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinking(false);
                restore();
              }
            }}
          />
          <button type="button" className="bm-rte__link-button" onClick={insertLink}>
            确定
          </button>
          <button
            type="button"
            className="bm-rte__link-button"
            onClick={() => {
              setLinking(false);
              restore();
            }}
          >
            取消
          </button>
          <span id={`${id}-link-problem`} className="bm-rte__problem" role="alert">
            {linkProblem}
          </span>
        </div>
      ) : null}
      {uploadImage ? (
        <input
          ref={fileInput}
          className="bm-visually-hidden"
          type="file"
          accept={imageAccept}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pickImage(event.target.files?.[0])}
        />
      ) : null}
      <div
        ref={area}
        id={`${id}-area`}
        className="bm-rich-text bm-rte__area"
        style={{ minHeight }}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-busy={busy || undefined}
        tabIndex={0}
        // A new line is a paragraph (<p>), not the browser's default <div>.
        onFocus={() => run('defaultParagraphSeparator', 'p')}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onKeyUp={readState}
        onMouseUp={readState}
      />
    </div>
  );

  function safeState(command: Command): boolean {
    try {
      return document.queryCommandState(command);
    } catch {
      return false;
    }
  }
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
