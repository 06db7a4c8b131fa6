import { ArticleListPage } from './article-list-page';

export default function NoticeListPage() {
  return <ArticleListPage kind="notice" />;
}
