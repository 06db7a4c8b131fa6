import { type ReactNode, useId, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import {
  ADMIN_CONTENT_MESSAGES as M,
  BANNER_CANVAS,
  CONTENT_ATTACHMENT_ACCEPT,
  CONTENT_ATTACHMENT_MAX_BYTES,
  CONTENT_IMAGE_ACCEPT,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_VIDEO_ACCEPT,
  CONTENT_VIDEO_MAX_BYTES,
  type CallOutput,
} from '@badminton/contracts';
import { Link, useLocation } from '@badminton/router';
import { resolveFileUrl } from '@badminton/ui';
import { uploadContentFile } from './calls';
import './content.css';

/** The content screens, in the order of the sub-navigation (decision 0070). */
export const CONTENT_SECTIONS = [
  { section: 'overview', path: '/personal/content', edit: null, label: '概览' },
  { section: 'news', path: '/personal/content/news', edit: '/personal/content/newsEdit', label: '新闻' },
  { section: 'notice', path: '/personal/content/notices', edit: '/personal/content/noticeEdit', label: '公告' },
  { section: 'faq', path: '/personal/content/faq', edit: '/personal/content/faqEdit', label: '常见问题' },
  { section: 'banner', path: '/personal/content/banners', edit: null, label: '轮播图' },
  { section: 'partner', path: '/personal/content/partners', edit: null, label: '合作伙伴' },
  { section: 'media', path: '/personal/content/media', edit: null, label: '图片视频' },
  { section: 'contact', path: '/personal/content/contact', edit: null, label: '联系我们' },
] as const;

/** The sub-navigation of 内容管理: one link per section, the current one (its list or its edit screen) marked. */
export function ContentNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <nav className="content-nav" aria-label="内容分类">
      <ul>
        {CONTENT_SECTIONS.map((item) => {
          const current = path === item.path || (item.edit !== null && path === item.edit);
          return (
            <li key={item.section}>
              <Link to={item.path} className={current ? 'is-current' : undefined} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function PublishedTag({ published }: { published: boolean }) {
  return <span className={published ? 'content-tag is-published' : 'content-tag'}>{published ? '已发布' : '未发布'}</span>;
}

// ---------------------------------------------------------------- uploads

export type UploadField = 'image' | 'attachment' | 'video';
export type Uploaded = CallOutput<typeof uploadContentFile>;

const RULES: Record<UploadField, { max: number; types: RegExp; typeMessage: string; sizeMessage: string; accept: string }> = {
  image: { max: CONTENT_IMAGE_MAX_BYTES, types: /\.(jpe?g|png)$/i, typeMessage: M.imageType, sizeMessage: M.imageSize, accept: CONTENT_IMAGE_ACCEPT },
  attachment: { max: CONTENT_ATTACHMENT_MAX_BYTES, types: /\.pdf$/i, typeMessage: M.attachmentType, sizeMessage: M.attachmentSize, accept: CONTENT_ATTACHMENT_ACCEPT },
  video: { max: CONTENT_VIDEO_MAX_BYTES, types: /\.mp4$/i, typeMessage: M.videoType, sizeMessage: M.videoSize, accept: CONTENT_VIDEO_ACCEPT },
};

export const acceptOf = (field: UploadField) => RULES[field].accept;

/**
 * Sends one file to `AdminContent/UploadFile`. The name and size are checked first with the service's own messages
 * (the service checks the content, and is the authority).
 */
export async function uploadContent(field: UploadField, file: File): Promise<{ ok: true; value: Uploaded } | { ok: false; errorMsg: string }> {
  const rule = RULES[field];
  if (!rule.types.test(file.name)) return { ok: false, errorMsg: rule.typeMessage };
  if (file.size > rule.max) return { ok: false, errorMsg: rule.sizeMessage };
  const outcome = await settle(api().call(uploadContentFile, { [field]: file } as never));
  if (!outcome.ok) return { ok: false, errorMsg: outcome.errorMsg };
  return { ok: true, value: outcome.result };
}

/** A picture's preview: a cover, a logo or QR code as it is, a banner with its safe area and a phone's crop. */
export type PreviewKind = 'cover' | 'logo' | 'banner';

function BannerPreview({ src }: { src: string }) {
  const left = (BANNER_CANVAS.safeLeft / BANNER_CANVAS.width) * 100;
  const width = ((BANNER_CANVAS.safeRight - BANNER_CANVAS.safeLeft) / BANNER_CANVAS.width) * 100;
  return (
    <div className="banner-preview">
      <figure className="banner-preview__canvas">
        <div className="banner-preview__frame">
          <img src={src} alt="轮播图预览（整张）" />
          <span className="banner-preview__shade" style={{ left: 0, width: `${left}%` }} aria-hidden="true" />
          <span className="banner-preview__safe" style={{ left: `${left}%`, width: `${width}%` }} aria-hidden="true">
            <span className="banner-preview__safe-label">文字安全区</span>
          </span>
          <span className="banner-preview__shade" style={{ right: 0, width: `${left}%` }} aria-hidden="true" />
        </div>
        <figcaption>
          电脑上显示整张图片的中部；虚线框内（宽 {BANNER_CANVAS.width} 像素中的第 {BANNER_CANVAS.safeLeft}–{BANNER_CANVAS.safeRight}{' '}
          像素）是手机上也能看到的范围，标题和文字请放在框内。
        </figcaption>
      </figure>
      <figure className="banner-preview__phone">
        <div className="banner-preview__phone-frame">
          <img src={src} alt="轮播图预览（手机）" />
        </div>
        <figcaption>手机上的样子（375 像素宽）</figcaption>
      </figure>
    </div>
  );
}

export interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange(path: string | null, uploaded?: Uploaded): void;
  fileHost: string;
  preview?: PreviewKind;
  hint?: ReactNode;
  required?: boolean;
  /** A problem to show under the field (a required picture missing). */
  problem?: string;
  removable?: boolean;
}

/**
 * One file field's upload: the file input (`input`, emptied after each pick), whether a file is on its way, the refusal
 * (the form's own check or the service's), and `pick`, which sends the file and hands the stored file to `onUploaded`.
 */
export function useContentUpload(field: UploadField, onUploaded: (uploaded: Uploaded) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setRefusal('');
    const outcome = await uploadContent(field, file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!outcome.ok) {
      setRefusal(outcome.errorMsg);
      return;
    }
    onUploaded(outcome.value);
  }
  return { field, input, busy, refusal, pick };
}

/** The file input of a field (`${id}-file`) behind a button-styled label: `label`, or 正在上传… while it sends. */
export function FilePicker({ id, upload, label, invalid }: { id: string; upload: ReturnType<typeof useContentUpload>; label: string; invalid?: boolean }) {
  return (
    <span className="content-file">
      <input
        ref={upload.input}
        id={`${id}-file`}
        className="content-file__input"
        type="file"
        accept={acceptOf(upload.field)}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={invalid ? true : undefined}
        disabled={upload.busy}
        onChange={(event) => void upload.pick(event.target.files?.[0])}
      />
      <label htmlFor={`${id}-file`} className="el-button el-button--default el-button--small">
        {upload.busy ? '正在上传…' : label}
      </label>
    </span>
  );
}

/** A file field's frame: the label (`${id}-label`) naming the group, the control, the hint and the problem under it. */
export function FileFieldFrame({ id, label, hint, problem, children }: { id: string; label: ReactNode; hint: ReactNode; problem: string; children: ReactNode }) {
  return (
    <div className="content-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="content-field__label">
        {label}
      </span>
      <div className="content-field__control">
        {children}
        <p id={`${id}-hint`} className="content-field__hint">
          {hint}
        </p>
        <p id={`${id}-problem`} className="content-field__problem" role="alert">
          {problem}
        </p>
      </div>
    </div>
  );
}

/** A picture field: the stored picture, 选择图片 (uploaded at once, by content on the service) and 移除. */
export function ImageField({ label, value, onChange, fileHost, preview = 'cover', hint, required = false, problem = '', removable = false }: ImageFieldProps) {
  const id = useId();
  const upload = useContentUpload('image', (uploaded) => onChange(uploaded.file_path, uploaded));
  const shown = value ? resolveFileUrl(value, fileHost) : null;
  const message = upload.refusal || problem;

  return (
    <FileFieldFrame
      id={id}
      label={
        <>
          {required ? <span className="content-field__required" aria-hidden="true">* </span> : null}
          {label}
        </>
      }
      hint={hint ?? 'JPG/PNG 格式，小于 5MB。'}
      problem={message}
    >
      {shown ? (
        preview === 'banner' ? (
          <BannerPreview src={shown} />
        ) : (
          <img className={`content-image content-image--${preview}`} src={shown} alt={`${label}预览`} />
        )
      ) : (
        <p className="content-image content-image--empty">未上传</p>
      )}
      <div className="content-field__actions">
        <FilePicker id={id} upload={upload} label={shown ? `更换${label}` : `选择${label}`} invalid={Boolean(message)} />
        {removable && value ? (
          <button type="button" className="el-button el-button--text el-button--small" onClick={() => onChange(null)}>
            移除{label}
          </button>
        ) : null}
      </div>
    </FileFieldFrame>
  );
}

/** A note when an uploaded banner is not the 1920 × 520 the carousel is drawn for. */
export function bannerSizeNote(width: number | null, height: number | null): string {
  if (!width || !height) return '';
  const ratio = width / height;
  const wanted = BANNER_CANVAS.width / BANNER_CANVAS.height;
  if (width >= 1280 && Math.abs(ratio - wanted) / wanted <= 0.1) return '';
  return `这张图片是 ${width}×${height} 像素；轮播图按 ${BANNER_CANVAS.width}×${BANNER_CANVAS.height} 像素的比例裁切显示，建议换成这个尺寸的图片。`;
}
