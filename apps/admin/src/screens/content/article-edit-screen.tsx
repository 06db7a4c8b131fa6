import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_CONTENT_MESSAGES as M,
  CONTENT_IMAGE_ACCEPT,
  CONTENT_KIND_LABELS,
  CONTENT_TEXT_LIMITS as L,
  type CallOutput,
  type ContentArticleKind,
  type RemoteAppProps,
} from '@badminton/contracts';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { Button, ErrorState, Input, PageSection, readRecordId, resolveFileUrl, SafeHtml, Spinner, toast } from '@badminton/ui';
import { isBlankHtml, RichTextEditor } from '@badminton/ui/rich-text-editor';
import { ARTICLE_PATHS } from './article-list-screen';
import { getAdminArticle, saveAdminArticle } from './calls';
import { ContentNav, FileFieldFrame, FilePicker, ImageField, PublishedTag, uploadContent, useContentUpload } from './shared';

interface Draft {
  news_subject: string;
  summary: string;
  publish_date: string;
  thumbnail: string | null;
  attachmentpath: string | null;
  attachmentname: string;
  news_content: string;
}

const EMPTY: Draft = { news_subject: '', summary: '', publish_date: '', thumbnail: null, attachmentpath: null, attachmentname: '', news_content: '' };
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The form's own checks, worded as the service words them (the service checks again and is the authority). */
export function draftProblems(kind: ContentArticleKind, draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  const subject = draft.news_subject.trim();
  if (!subject) problems.news_subject = kind === 'faq' ? M.questionRequired : M.subjectRequired;
  else if ([...subject].length > L.subject) problems.news_subject = M.subjectTooLong;
  if ([...draft.summary.trim()].length > L.summary) problems.summary = M.summaryTooLong;
  if (draft.publish_date.trim() && !WIRE_DATE_TIME.test(draft.publish_date.trim())) problems.publish_date = M.publishDateInvalid;
  if (isBlankHtml(draft.news_content)) problems.news_content = kind === 'faq' ? M.answerRequired : M.bodyRequired;
  if (draft.attachmentpath && !draft.attachmentname.trim()) problems.attachmentname = M.attachmentNameRequired;
  return problems;
}

function AttachmentField({ draft, onChange }: { draft: Draft; onChange(patch: Partial<Draft>): void }) {
  const id = useId();
  const upload = useContentUpload('attachment', (uploaded) => onChange({ attachmentpath: uploaded.file_path, attachmentname: uploaded.file_name }));
  return (
    <FileFieldFrame id={id} label="附件" hint="PDF 格式，小于 20MB；公告详情页提供下载。" problem={upload.refusal}>
      {draft.attachmentpath ? (
        <div className="content-attachment">
          <label htmlFor={`${id}-name`}>附件名称</label>
          <Input id={`${id}-name`} value={draft.attachmentname} onChange={(value) => onChange({ attachmentname: String(value) })} />
        </div>
      ) : (
        <p className="content-field__empty">未上传</p>
      )}
      <div className="content-field__actions">
        <FilePicker id={id} upload={upload} label={draft.attachmentpath ? '更换附件' : '上传附件'} />
        {draft.attachmentpath ? (
          <button type="button" className="el-button el-button--text el-button--small" onClick={() => onChange({ attachmentpath: null, attachmentname: '' })}>
            移除附件
          </button>
        ) : null}
      </div>
    </FileFieldFrame>
  );
}

/** A saved article as its read answers it. */
type SavedArticle = NonNullable<CallOutput<typeof getAdminArticle>>['item'];

/** The form's values for a saved article. */
function draftOf(item: SavedArticle): Draft {
  return {
    news_subject: item.news_subject,
    summary: item.summary ?? '',
    publish_date: item.publish_date,
    thumbnail: item.thumbnail,
    attachmentpath: item.attachmentpath,
    attachmentname: item.attachmentname ?? '',
    news_content: item.news_content,
  };
}

function ArticleForm({ kind, id, fileHost }: { kind: ContentArticleKind; id: number | null; fileHost: string }) {
  const navigate = useNavigate();
  const form = useId();
  const loaded = useCall(getAdminArticle, { id: id ?? 0 }, { skip: id === null });
  // An id of another kind (an FAQ entry opened as news) is not this screen's record.
  const item = loaded.result?.item.kind === kind ? loaded.result.item : undefined;
  const otherKind = Boolean(loaded.result && !item);
  // From the page's first answer when there is one: the server draws the saved article, and hydrating moves nothing.
  const [draft, setDraft] = useState<Draft>(() => (item ? draftOf(item) : EMPTY));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const label = CONTENT_KIND_LABELS[kind];
  const faq = kind === 'faq';

  useEffect(() => {
    if (item) setDraft(draftOf(item));
  }, [item]);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
    setRefusal('');
  };

  async function save(publish: boolean) {
    const found = draftProblems(kind, draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${form}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await settle(
      api().call(saveAdminArticle, {
        ...(id !== null ? { id } : {}),
        kind,
        news_subject: draft.news_subject.trim(),
        summary: draft.summary.trim(),
        news_content: draft.news_content,
        publish_date: draft.publish_date.trim(),
        thumbnail: draft.thumbnail ?? '',
        attachmentpath: draft.attachmentpath ?? '',
        attachmentname: draft.attachmentname.trim(),
        is_published: publish,
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setRefusal(outcome.errorMsg);
      return;
    }
    toast.success(publish && !item?.is_published ? M.published : M.saved);
    navigate(ARTICLE_PATHS[kind].list);
  }

  if (otherKind) return <ErrorState text={M.notFound} />;
  if (id !== null && loaded.loading && !item) return <Spinner label={`正在加载${label}`} />;
  if (id !== null && loaded.errorMsg && !item) return <ErrorState text={loaded.errorMsg} onRetry={loaded.reload} />;

  const published = item?.is_published ?? false;
  const field = (name: keyof Draft) => `${form}-${name}`;
  const problemOf = (name: keyof Draft) => (
    <p id={`${field(name)}-problem`} className="content-field__problem" role="alert">
      {problems[name] ?? ''}
    </p>
  );

  return (
    <form
      className="content-form"
      noValidate
      aria-label={id === null ? `新建${label}` : `编辑${label}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save(published);
      }}
    >
      {item ? (
        <p className="content-form__status">
          当前状态：<PublishedTag published={published} />
        </p>
      ) : null}
      <div className="content-field">
        <label className="content-field__label" htmlFor={field('news_subject')}>
          <span className="content-field__required" aria-hidden="true">* </span>
          {faq ? '问题' : '标题'}
        </label>
        <div className="content-field__control">
          <Input
            id={field('news_subject')}
            value={draft.news_subject}
            aria-required="true"
            aria-invalid={problems.news_subject ? true : undefined}
            aria-describedby={`${field('news_subject')}-problem`}
            onChange={(value) => change({ news_subject: String(value) })}
          />
          {problemOf('news_subject')}
        </div>
      </div>
      {faq ? null : (
        <div className="content-field">
          <label className="content-field__label" htmlFor={field('summary')}>
            摘要
          </label>
          <div className="content-field__control">
            <Input
              id={field('summary')}
              type="textarea"
              autosize={{ minRows: 2, maxRows: 4 }}
              value={draft.summary}
              aria-invalid={problems.summary ? true : undefined}
              aria-describedby={`${field('summary')}-hint ${field('summary')}-problem`}
              onChange={(value) => change({ summary: String(value) })}
            />
            <p id={`${field('summary')}-hint`} className="content-field__hint">
              选填，不超过 {L.summary} 个字。
            </p>
            {problemOf('summary')}
          </div>
        </div>
      )}
      <div className="content-field">
        <label className="content-field__label" htmlFor={field('publish_date')}>
          发布时间
        </label>
        <div className="content-field__control">
          <Input
            id={field('publish_date')}
            value={draft.publish_date}
            placeholder="YYYY-MM-DD HH:mm:ss"
            aria-invalid={problems.publish_date ? true : undefined}
            aria-describedby={`${field('publish_date')}-hint ${field('publish_date')}-problem`}
            onChange={(value) => change({ publish_date: String(value) })}
          />
          <p id={`${field('publish_date')}-hint`} className="content-field__hint">
            {faq ? '选填，同一位置的问题按发布时间排列。' : '选填，不填为保存时的时间；列表按发布时间排列，不能晚于当前时间。'}
          </p>
          {problemOf('publish_date')}
        </div>
      </div>
      {kind === 'news' ? (
        <ImageField
          label="封面图"
          value={draft.thumbnail}
          fileHost={fileHost}
          removable
          hint="选填，JPG/PNG 格式，小于 5MB；首页图片新闻和新闻列表显示，建议 16:10。"
          onChange={(path) => change({ thumbnail: path })}
        />
      ) : null}
      {kind === 'notice' ? <AttachmentField draft={draft} onChange={change} /> : null}
      {problems.attachmentname ? <p className="content-field__problem" role="alert">{problems.attachmentname}</p> : null}
      <div className="content-field content-field--wide">
        <span id={`${field('news_content')}-label`} className="content-field__label">
          <span className="content-field__required" aria-hidden="true">* </span>
          {faq ? '答案' : '正文'}
        </span>
        <div className="content-field__control" id={field('news_content')} tabIndex={-1}>
          <RichTextEditor
            value={draft.news_content}
            onChange={(html) => change({ news_content: html })}
            labelledBy={`${field('news_content')}-label`}
            describedBy={`${field('news_content')}-hint ${field('news_content')}-problem`}
            invalid={Boolean(problems.news_content)}
            fileHost={fileHost}
            imageAccept={CONTENT_IMAGE_ACCEPT}
            uploadImage={async (file) => {
              const outcome = await uploadContent('image', file);
              if (outcome.ok) return outcome.value.file_path;
              toast.error(outcome.errorMsg);
              return null;
            }}
          />
          <p id={`${field('news_content')}-hint`} className="content-field__hint">
            保存时只保留安全的排版（标题、段落、加粗、列表、引用、链接、图片、表格），脚本和不安全的样式会被去掉。
          </p>
          {problemOf('news_content')}
        </div>
      </div>
      <div className="content-form__preview">
        <Button onClick={() => setPreviewing((on) => !on)} aria-expanded={previewing} aria-controls={`${form}-preview`}>
          {previewing ? '收起预览' : '预览'}
        </Button>
        <section id={`${form}-preview`} hidden={!previewing} className="content-preview" aria-label="预览">
          <h3 className="content-preview__title">{draft.news_subject || '（未填写标题）'}</h3>
          {kind === 'news' && draft.thumbnail ? <img className="content-image content-image--cover" src={resolveFileUrl(draft.thumbnail, fileHost)} alt="封面图预览" /> : null}
          <SafeHtml html={draft.news_content} fileHost={fileHost} />
        </section>
      </div>
      <p className="content-form__refusal" role="alert">
        {refusal}
      </p>
      <div className="content-form__actions">
        <Button nativeType="submit" type={published ? 'primary' : undefined} loading={busy}>
          {published ? '保存' : '保存草稿'}
        </Button>
        {published ? null : (
          <Button type="primary" loading={busy} onClick={() => void save(true)}>
            保存并发布
          </Button>
        )}
        <Link className="el-button el-button--text" to={ARTICLE_PATHS[kind].list}>
          返回列表
        </Link>
      </div>
    </form>
  );
}

/**
 * The edit screen of a news article, a notice or an FAQ entry (req: back-office.md#content-editing; decision 0070):
 * `?id=` edits one, without it a new one. Title, summary, publish time, the cover picture (news) or the attachment
 * (notices), and the body in the kit's rich-text editor with pictures uploaded through the pipeline; 预览 draws it as the
 * portal will (SafeHtml). 保存草稿 keeps it off the portal, 保存并发布 puts it there at once.
 */
function ArticleEditScreen({ kind, fileHost }: { kind: ContentArticleKind; fileHost: string }) {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const label = CONTENT_KIND_LABELS[kind];
  return (
    <PageSection title={id === null ? `新建${label}` : `编辑${label}`}>
      <ContentNav />
      <ArticleForm key={id ?? 'new'} kind={kind} id={id} fileHost={fileHost} />
    </PageSection>
  );
}

export function NewsEditScreen({ fileHost }: RemoteAppProps) {
  return <ArticleEditScreen kind="news" fileHost={fileHost} />;
}

export function NoticeEditScreen({ fileHost }: RemoteAppProps) {
  return <ArticleEditScreen kind="notice" fileHost={fileHost} />;
}

export function FaqEditScreen({ fileHost }: RemoteAppProps) {
  return <ArticleEditScreen kind="faq" fileHost={fileHost} />;
}
