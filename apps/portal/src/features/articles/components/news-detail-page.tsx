import type { RemoteAppProps } from '@badminton/contracts';
import { ArticleDetailPage } from './article-detail-page';

export default function NewsDetailPage(props: RemoteAppProps) {
  return <ArticleDetailPage kind="news" {...props} />;
}
