import { Link, useNavigate } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getNewsList, getNotificList, getPhotoList } from '@badminton/contracts';
import { ArticleList, EmptyState, formatDate, resolveFileUrl, Slideshow } from '@badminton/ui/lite';

const HOME_LIST_SIZE = 6;

function MoreLink({ to }: { to: string }) {
  return (
    <Link to={to} className="home-more">
      查看更多 &gt;
    </Link>
  );
}

/** News photo carousel, the news list and the notice list (6 each, with view-more links). */
export function NewsAndNotices({ fileHost }: { fileHost: string }) {
  const navigate = useNavigate();
  const photos = useCall(getPhotoList, { limit: HOME_LIST_SIZE });
  const news = useCall(getNewsList, { limit: HOME_LIST_SIZE, page: 1 });
  const notices = useCall(getNotificList, { limit: HOME_LIST_SIZE });
  return (
    <div className="home-news">
      <section className="home-news__photos" aria-label="图片新闻">
        {photos.result && photos.result.items.length > 0 ? (
          <Slideshow label="图片新闻" interval={4000} dots={false}>
            {photos.result.items.map((item) => (
              <Link key={item.id} className="home-news__photo" to={`/news/newsDetails?id=${item.id}`}>
                <img src={resolveFileUrl(item.thumbnail, fileHost)} alt={item.news_subject} loading="lazy" />
                <span className="home-news__caption">{item.news_subject}</span>
              </Link>
            ))}
          </Slideshow>
        ) : (
          <EmptyState />
        )}
      </section>
      <section className="home-card home-news__list" aria-labelledby="home-news-title">
        <header className="home-card__head">
          <h2 id="home-news-title">新闻资讯</h2>
          <MoreLink to="/news" />
        </header>
        {news.result && news.result.items.length > 0 ? (
          <ArticleList
            items={news.result.items.map((item) => ({ id: item.id, title: item.news_subject, date: formatDate(item.publish_date) }))}
            onOpen={(id) => navigate(`/news/newsDetails?id=${id}`)}
          />
        ) : news.loading ? null : (
          <EmptyState />
        )}
      </section>
      <section className="home-card home-news__list" aria-labelledby="home-notice-title">
        <header className="home-card__head">
          <h2 id="home-notice-title">通知公告</h2>
          <MoreLink to="/notice" />
        </header>
        {notices.result && notices.result.items.length > 0 ? (
          <ArticleList
            items={notices.result.items.map((item) => ({ id: item.id, title: item.news_subject, date: formatDate(item.publish_date) }))}
            onOpen={(id) => navigate(`/notice/noticeDetails?id=${id}`)}
          />
        ) : notices.loading ? null : (
          <EmptyState />
        )}
      </section>
    </div>
  );
}
