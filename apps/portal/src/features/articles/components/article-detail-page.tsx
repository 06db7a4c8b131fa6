import { useNavigate, useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { Button, EmptyState, ErrorState, PageLoading, PageSection, SafeHtml, formatDateTime, resolveFileUrl } from '@badminton/ui';
import type { RemoteAppProps } from '@badminton/contracts';
import { ARTICLE_KINDS, type ArticleKind } from '../api/article-calls';

/**
 * News or notice detail (spec 000): subject, creation time, HTML body with /wwwroot replaced by the file host,
 * the attachment download link when an attachment name exists (notices), and a back action.
 */
export function ArticleDetailPage({ kind, fileHost }: { kind: ArticleKind } & RemoteAppProps) {
  const config = ARTICLE_KINDS[kind];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { loading, result, errorMsg, reload } = useCall(config.detail, { id }, { skip: !valid });
  const article = result?.items[0];
  const attachment =
    article && 'attachmentname' in article && article.attachmentname && article.attachmentpath
      ? { name: article.attachmentname, href: resolveFileUrl(article.attachmentpath, fileHost) }
      : null;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(config.listPath));

  return (
    <div className="portal-container">
      <PageSection title={config.title} extra={<Button onClick={back}>返回</Button>}>
        {!valid ? (
          <EmptyState />
        ) : loading && !result ? (
          <PageLoading />
        ) : errorMsg ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : article ? (
          <article className="portal-article">
            <h1 className="portal-article__title">{article.news_subject}</h1>
            <p className="portal-article__meta">
              发布时间：<time dateTime={article.createdate}>{formatDateTime(article.createdate)}</time>
            </p>
            <SafeHtml className="portal-article__body" html={article.news_content} fileHost={fileHost} />
            {attachment ? (
              <p className="portal-article__attachment">
                附件：
                <a href={attachment.href} download={attachment.name} target="_blank" rel="noopener noreferrer">
                  {attachment.name}
                </a>
              </p>
            ) : null}
            <div className="portal-article__actions">
              <Button type="primary" onClick={back}>
                返回
              </Button>
            </div>
          </article>
        ) : (
          <EmptyState />
        )}
      </PageSection>
    </div>
  );
}
