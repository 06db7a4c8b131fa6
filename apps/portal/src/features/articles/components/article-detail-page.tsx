import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { DetailSection, SafeHtml, formatDateTime, goBack, readRecordId, resolveFileUrl } from '@badminton/ui';
import type { NewsDetail, NoticeDetail, RemoteAppProps } from '@badminton/contracts';
import { ARTICLE_KINDS, type ArticleKind } from '../api/article-calls';

/**
 * News or notice detail (req: public-portal.md#news-detail, public-portal.md#notice-detail): subject, creation time,
 * HTML body with /wwwroot replaced by the file host, the attachment download link when an attachment name exists
 * (notices), and a back action.
 */
export function ArticleDetailPage({ kind, fileHost }: { kind: ArticleKind } & RemoteAppProps) {
  const config = ARTICLE_KINDS[kind];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const detail = useCall(config.detail, { id: id ?? 0 }, { skip: id === null });

  return (
    <div className="portal-container">
      <DetailSection
        title={config.title}
        valid={id !== null}
        state={detail}
        record={detail.result?.items[0]}
        onBack={() => goBack(navigate, config.listPath)}
      >
        {(article) => <ArticleView article={article} fileHost={fileHost} />}
      </DetailSection>
    </div>
  );
}

function ArticleView({ article, fileHost }: { article: NewsDetail | NoticeDetail; fileHost: string }) {
  const attachment =
    'attachmentname' in article && article.attachmentname && article.attachmentpath
      ? { name: article.attachmentname, href: resolveFileUrl(article.attachmentpath, fileHost) }
      : null;
  return (
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
    </article>
  );
}
