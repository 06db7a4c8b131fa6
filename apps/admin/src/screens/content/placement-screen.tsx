import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_CONTENT_MESSAGES as M,
  type AdminPlacementItem,
  CONTENT_KIND_LABELS,
  CONTENT_TEXT_LIMITS as L,
  type ContentPlacementKind,
  type RemoteAppProps,
} from '@badminton/contracts';
import { useSearchParams } from '@badminton/router';
import { Button, confirm, Dialog, ErrorState, Input, PageSection, resolveFileUrl, Spinner, toast } from '@badminton/ui';
import { deleteAdminPlacement, getAdminPlacementList, moveAdminPlacement, saveAdminPlacement, setAdminPlacementPublished } from './calls';
import { bannerSizeNote, ContentNav, FileFieldFrame, FilePicker, ImageField, PublishedTag, useContentUpload } from './shared';

const TITLES = { banner: '轮播图', partner: '合作伙伴', media: '图片视频' } as const;
const NAME = { banner: '标题', partner: '名称', media: '标题' } as const;
const HINTS = {
  banner: '首页顶部轮播，按下面的顺序播放，点击在新窗口打开链接。图片建议 1920×520 像素，文字放在中部的安全区内。',
  partner: '首页底部的合作伙伴标志，按下面的顺序排列，点击在新窗口打开链接。',
  media: '首页的图片视频栏，按下面的顺序排列；视频以图片为封面，点击播放。',
} as const;

interface Draft {
  title: string;
  link_url: string;
  file_path: string | null;
  media_type: 1 | 2;
  video_path: string | null;
  is_published: boolean;
}

function draftOf(item: AdminPlacementItem | null): Draft {
  return {
    title: item?.title ?? '',
    link_url: item?.link_url ?? '',
    file_path: item?.file_path ?? null,
    media_type: item?.media_type === 2 ? 2 : 1,
    video_path: item?.video_path ?? null,
    is_published: item?.is_published ?? true,
  };
}

/** The dialog's own checks, worded as the service words them (the service checks again). */
export function placementProblems(kind: ContentPlacementKind, draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  const title = draft.title.trim();
  if (!title) problems.title = kind === 'partner' ? M.nameRequired : M.titleRequired;
  else if ([...title].length > L.title) problems.title = kind === 'partner' ? M.nameTooLong : M.titleTooLong;
  if (kind !== 'media') {
    const link = draft.link_url.trim();
    if (!link) problems.link_url = M.linkRequired;
    else if (!/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i.test(link)) problems.link_url = M.linkInvalid;
  }
  if (!draft.file_path) problems.file_path = M.imageRequired;
  if (kind === 'media' && draft.media_type === 2 && !draft.video_path) problems.video_path = M.videoRequired;
  return problems;
}

function VideoField({ value, onChange, problem }: { value: string | null; onChange(path: string | null): void; problem?: string }) {
  const id = useId();
  const upload = useContentUpload('video', (uploaded) => onChange(uploaded.file_path));
  const message = upload.refusal || problem || '';
  return (
    <FileFieldFrame
      id={id}
      label={
        <>
          <span className="content-field__required" aria-hidden="true">* </span>视频文件
        </>
      }
      hint="MP4 格式，小于 50MB。"
      problem={message}
    >
      <p className="content-field__empty">{value ? '已上传视频' : '未上传'}</p>
      <FilePicker id={id} upload={upload} label={value ? '更换视频' : '上传视频'} invalid={Boolean(message)} />
    </FileFieldFrame>
  );
}

function PlacementDialog({
  kind,
  item,
  open,
  fileHost,
  onClose,
  onSaved,
}: {
  kind: ContentPlacementKind;
  item: AdminPlacementItem | null;
  open: boolean;
  fileHost: string;
  onClose(): void;
  onSaved(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(draftOf(item));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(item));
    setProblems({});
    setRefusal('');
    setNote('');
  }, [open, item]);
  const label = CONTENT_KIND_LABELS[kind];
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
    setRefusal('');
  };

  async function save() {
    const found = placementProblems(kind, draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await settle(
      api().call(saveAdminPlacement, {
        ...(item ? { id: item.id } : {}),
        kind,
        title: draft.title.trim(),
        link_url: kind === 'media' ? '' : draft.link_url.trim(),
        file_path: draft.file_path ?? '',
        ...(kind === 'media' ? { media_type: draft.media_type, video_path: draft.media_type === 2 ? (draft.video_path ?? '') : '' } : {}),
        is_published: draft.is_published,
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setRefusal(outcome.errorMsg);
      return;
    }
    toast.success(M.saved);
    onSaved();
  }

  return (
    <Dialog customClass="content-dialog" title={item ? `编辑${label}` : `新建${label}`} visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <div className="content-form content-form--dialog">
          <div className="content-field">
            <label className="content-field__label" htmlFor={`${id}-title`}>
              <span className="content-field__required" aria-hidden="true">* </span>
              {NAME[kind]}
            </label>
            <div className="content-field__control">
              <Input
                id={`${id}-title`}
                value={draft.title}
                aria-required="true"
                aria-invalid={problems.title ? true : undefined}
                aria-describedby={`${id}-title-problem`}
                onChange={(value) => change({ title: String(value) })}
              />
              <p id={`${id}-title-problem`} className="content-field__problem" role="alert">
                {problems.title ?? ''}
              </p>
            </div>
          </div>
          {kind === 'media' ? (
            <fieldset className="content-field content-radios">
              <legend className="content-field__label">类型</legend>
              <div className="content-field__control">
                {([1, 2] as const).map((type) => (
                  <label key={type} className="content-radio">
                    <input type="radio" name={`${id}-type`} value={type} checked={draft.media_type === type} onChange={() => change({ media_type: type })} />
                    {type === 1 ? '图片' : '视频'}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <div className="content-field">
              <label className="content-field__label" htmlFor={`${id}-link`}>
                <span className="content-field__required" aria-hidden="true">* </span>链接地址
              </label>
              <div className="content-field__control">
                <Input
                  id={`${id}-link`}
                  value={draft.link_url}
                  placeholder="https://… 或 /test"
                  aria-required="true"
                  aria-invalid={problems.link_url ? true : undefined}
                  aria-describedby={`${id}-link-problem`}
                  onChange={(value) => change({ link_url: String(value) })}
                />
                <p id={`${id}-link-problem`} className="content-field__problem" role="alert">
                  {problems.link_url ?? ''}
                </p>
              </div>
            </div>
          )}
          <ImageField
            label={kind === 'media' && draft.media_type === 2 ? '封面图' : kind === 'partner' ? '标志' : '图片'}
            required
            value={draft.file_path}
            fileHost={fileHost}
            preview={kind === 'banner' ? 'banner' : kind === 'partner' ? 'logo' : 'cover'}
            problem={problems.file_path}
            hint={kind === 'banner' ? 'JPG/PNG 格式，小于 5MB，建议 1920×520 像素；预览中的虚线框是文字安全区。' : undefined}
            onChange={(path, uploaded) => {
              change({ file_path: path });
              setNote(kind === 'banner' && uploaded ? bannerSizeNote(uploaded.width, uploaded.height) : '');
            }}
          />
          {note ? <p className="content-note content-note--warning">{note}</p> : null}
          {kind === 'media' && draft.media_type === 2 ? <VideoField value={draft.video_path} problem={problems.video_path} onChange={(path) => change({ video_path: path })} /> : null}
          <div className="content-field">
            <span className="content-field__label" aria-hidden="true" />
            <div className="content-field__control">
              <label className="content-check">
                <input type="checkbox" checked={draft.is_published} onChange={(event) => change({ is_published: event.target.checked })} />
                在首页显示（发布）
              </label>
            </div>
          </div>
          <p className="content-form__refusal" role="alert">
            {refusal}
          </p>
        </div>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          保存
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function PlacementTable({
  kind,
  items,
  fileHost,
  busy,
  canMove,
  onEdit,
  onPublish,
  onMove,
  onDelete,
}: {
  kind: ContentPlacementKind;
  items: readonly AdminPlacementItem[];
  fileHost: string;
  busy: number | null;
  canMove: boolean;
  onEdit(item: AdminPlacementItem): void;
  onPublish(item: AdminPlacementItem): void;
  onMove(item: AdminPlacementItem, direction: 'up' | 'down'): void;
  onDelete(item: AdminPlacementItem): void;
}) {
  return (
    <table className="content-table">
      <caption className="bm-visually-hidden">{`${TITLES[kind]}列表`}</caption>
      <thead>
        <tr>
          <th scope="col">顺序</th>
          <th scope="col">图片</th>
          <th scope="col">{NAME[kind]}</th>
          <th scope="col">{kind === 'media' ? '类型' : '链接地址'}</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <td data-label="顺序">{index + 1}</td>
            <td data-label="图片">
              <img className={`content-thumb content-thumb--${kind}`} src={resolveFileUrl(item.file_path, fileHost)} alt={item.title} />
            </td>
            <td data-label={NAME[kind]}>
              <span className="content-table__title">{item.title}</span>
            </td>
            <td data-label={kind === 'media' ? '类型' : '链接地址'} className="content-table__link">
              {kind === 'media' ? (item.media_type === 2 ? '视频' : '图片') : item.link_url}
            </td>
            <td data-label="状态">
              <PublishedTag published={item.is_published} />
            </td>
            <td data-label="操作">
              <div className="content-table__actions">
                {canMove ? (
                  <>
                    <Button size="small" disabled={index === 0 || busy !== null} onClick={() => onMove(item, 'up')}>
                      上移<span className="bm-visually-hidden"> {item.title}</span>
                    </Button>
                    <Button size="small" disabled={index === items.length - 1 || busy !== null} onClick={() => onMove(item, 'down')}>
                      下移<span className="bm-visually-hidden"> {item.title}</span>
                    </Button>
                  </>
                ) : null}
                <Button size="small" onClick={() => onEdit(item)}>
                  编辑<span className="bm-visually-hidden"> {item.title}</span>
                </Button>
                <Button size="small" type={item.is_published ? undefined : 'primary'} loading={busy === item.id} onClick={() => onPublish(item)}>
                  {item.is_published ? '下线' : '发布'}
                  <span className="bm-visually-hidden"> {item.title}</span>
                </Button>
                <Button size="small" type="danger" plain disabled={busy !== null} onClick={() => onDelete(item)}>
                  删除<span className="bm-visually-hidden"> {item.title}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Banners, partner logos or the picture/video gallery (req: back-office.md#content-editing, public-portal.md#home-page;
 * decision 0070): every entry of the kind in the home page's order, with its status and the counts; 上移 / 下移 change
 * the order the home page shows at once, 发布 / 下线 show or hide an entry, 删除 asks first; 新建 / 编辑 open a dialog
 * (a banner's picture previewed with its text safe area, decision 0014 §3).
 */
function PlacementScreen({ kind, fileHost }: { kind: ContentPlacementKind; fileHost: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const publishedParam = params.get('published');
  const published = publishedParam === '1' || publishedParam === '0' ? publishedParam : '';
  const state = useCall(getAdminPlacementList, { kind, ...(keyword ? { keyword } : {}), ...(published ? { published } : {}) });
  const [typed, setTyped] = useState(keyword);
  const [status, setStatus] = useState(published);
  const [editing, setEditing] = useState<{ item: AdminPlacementItem | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const label = CONTENT_KIND_LABELS[kind];
  const filtered = Boolean(keyword || published);

  useEffect(() => {
    setTyped(keyword);
    setStatus(published);
  }, [keyword, published]);

  function search(next: { keyword: string; published: string }) {
    const query = new URLSearchParams();
    if (next.keyword.trim()) query.set('keyword', next.keyword.trim());
    if (next.published) query.set('published', next.published);
    setParams(query);
  }

  async function act(item: AdminPlacementItem, run: () => ReturnType<typeof settle>, done: string) {
    setBusy(item.id);
    const outcome = await run();
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else {
      toast.success(done);
    }
    state.reload();
  }

  async function publish(item: AdminPlacementItem) {
    const next = !item.is_published;
    if (!next && !(await confirm(`下线后首页将不再显示“${item.title}”，确定下线吗？`, `下线${label}`))) return;
    await act(item, () => settle(api().call(setAdminPlacementPublished, { kind, id: item.id, is_published: next })), next ? M.published : M.unpublished);
  }

  async function remove(item: AdminPlacementItem) {
    if (!(await confirm(`确定删除“${item.title}”吗？删除后不能恢复。`, `删除${label}`))) return;
    await act(item, () => settle(api().call(deleteAdminPlacement, { kind, id: item.id })), M.deleted);
  }

  const counts = state.result?.counts;
  const full = counts ? counts.all >= counts.limit : false;
  return (
    <PageSection
      title={TITLES[kind]}
      extra={
        <Button type="primary" disabled={full} onClick={() => setEditing({ item: null })}>
          新建{label}
        </Button>
      }
    >
      <ContentNav />
      <p className="content-note">{HINTS[kind]}</p>
      <form
        className="content-filters"
        role="search"
        aria-label="筛选"
        onSubmit={(event) => {
          event.preventDefault();
          search({ keyword: typed, published: status });
        }}
      >
        <div className="content-filters__field">
          <label htmlFor={`${id}-keyword`}>{NAME[kind]}</label>
          <Input id={`${id}-keyword`} value={typed} placeholder={`按${NAME[kind]}搜索`} onChange={(value) => setTyped(String(value))} />
        </div>
        <div className="content-filters__field">
          <label htmlFor={`${id}-published`}>状态</label>
          <select id={`${id}-published`} className="content-select" value={status} onChange={(event) => setStatus(event.target.value as '' | '0' | '1')}>
            <option value="">全部</option>
            <option value="1">已发布</option>
            <option value="0">未发布</option>
          </select>
        </div>
        <div className="content-filters__actions">
          <Button type="primary" nativeType="submit">
            查询
          </Button>
          <Button onClick={() => search({ keyword: '', published: '' })}>重置</Button>
        </div>
      </form>
      <p className="content-counts" aria-live="polite">
        {counts ? `共 ${counts.all} 条（最多 ${counts.limit} 条），已发布 ${counts.published} 条${filtered ? `，筛选出 ${state.result?.items.length ?? 0} 条` : ''}` : '\u00a0'}
      </p>
      {filtered ? <p className="content-note">清除筛选后可以调整顺序。</p> : null}
      {state.loading && !state.result ? <Spinner label={`正在加载${label}`} /> : null}
      {state.errorMsg && !state.result ? <ErrorState text={state.errorMsg} onRetry={state.reload} /> : null}
      {state.result && state.result.items.length === 0 ? <p className="content-empty">暂无相关信息</p> : null}
      {state.result && state.result.items.length > 0 ? (
        <PlacementTable
          kind={kind}
          items={state.result.items}
          fileHost={fileHost}
          busy={busy}
          canMove={!filtered}
          onEdit={(item) => setEditing({ item })}
          onPublish={(item) => void publish(item)}
          onMove={(item, direction) => void act(item, () => settle(api().call(moveAdminPlacement, { kind, id: item.id, direction })), M.moved)}
          onDelete={(item) => void remove(item)}
        />
      ) : null}
      <PlacementDialog
        kind={kind}
        item={editing?.item ?? null}
        open={editing !== null}
        fileHost={fileHost}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          state.reload();
        }}
      />
    </PageSection>
  );
}

export function BannersScreen({ fileHost }: RemoteAppProps) {
  return <PlacementScreen kind="banner" fileHost={fileHost} />;
}

export function PartnersScreen({ fileHost }: RemoteAppProps) {
  return <PlacementScreen kind="partner" fileHost={fileHost} />;
}

export function MediaScreen({ fileHost }: RemoteAppProps) {
  return <PlacementScreen kind="media" fileHost={fileHost} />;
}
