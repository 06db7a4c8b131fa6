import { ArticleListPage } from './article-list-page';

export default function NewsListPage() {
  return <ArticleListPage kind="news" />;
}
