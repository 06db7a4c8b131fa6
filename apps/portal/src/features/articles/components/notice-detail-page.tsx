import type { RemoteAppProps } from '@badminton/contracts';
import { ArticleDetailPage } from './article-detail-page';

export default function NoticeDetailPage(props: RemoteAppProps) {
  return <ArticleDetailPage kind="notice" {...props} />;
}
