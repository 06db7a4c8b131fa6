import { useCall } from '@badminton/api-client/react';
import { getQuestionsList } from '@badminton/contracts';
import { Accordion, EmptyState, ErrorState, PageLoading, PageSection } from '@badminton/ui';
import type { RemoteAppProps } from '@badminton/contracts';

/**
 * Frequently asked questions /commonQuestion (req: public-portal.md#frequently-asked-questions): an accordion of every
 * published question.
 */
export default function FaqPage({ fileHost }: RemoteAppProps) {
  const { loading, result, errorMsg, reload } = useCall(getQuestionsList, { question: 1, limit: 100, page: 1 });
  return (
    <div className="portal-container">
      <PageSection title="常见问题">
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : result && result.items.length > 0 ? (
          <Accordion
            fileHost={fileHost}
            items={result.items.map((item) => ({ id: item.id, title: item.news_subject, html: item.news_content }))}
          />
        ) : (
          <EmptyState />
        )}
      </PageSection>
    </div>
  );
}
