import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { getUserCoachList, PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { EmptyState, ErrorState, Input, PageLoading, PageSection, Pager, SearchBar, SearchField } from '@badminton/ui';
import { readKeywordQuery, StarRating, toKeywordPayload, writeKeywordQuery } from '@badminton/ui/lite';
import { EvaluatorPhoto } from './evaluator-photo';
import { RankBadge } from './rank-badge';
import '../evaluators.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.evaluators;

/** Evaluator list (spec 001 /evaluationList): search by name, 20 per page, pager only above 20. */
export default function EvaluatorListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readKeywordQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  const { loading, result, errorMsg, reload } = useCall(getUserCoachList, toKeywordPayload(query, PAGE_SIZE));

  const search = () => setParams(writeKeywordQuery({ page: 1, keyword }));
  const reset = () => {
    setKeyword('');
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container">
      <PageSection title="考评员">
        <SearchBar onSearch={search} onReset={reset}>
          <SearchField label="姓名">
            <Input value={keyword} placeholder="请输入考评员姓名" aria-label="考评员姓名" onChange={(value: string) => setKeyword(value)} />
          </SearchField>
        </SearchBar>
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : result && result.items.length > 0 ? (
          <>
            <ul className="evaluator-grid" aria-label="考评员列表">
              {result.items.map((item, index) => (
                <li key={item.id} className="evaluator-card">
                  <Link to={`/evaluationList/evaluationListDetail?id=${item.id}`} className="evaluator-card__link">
                    <EvaluatorPhoto path={item.athletes_photo} name={item.name} fileHost={fileHost} eager={index < 4} />
                    <span className="evaluator-card__name">{item.name}</span>
                    <RankBadge rank={item.evaluator_rank_value} name={item.evaluator_rank_name} />
                    <StarRating star={item.star} />
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              total={result.totalCount}
              pageSize={PAGE_SIZE}
              page={query.page}
              onChange={(page) => setParams(writeKeywordQuery({ ...query, page }))}
            />
          </>
        ) : (
          <EmptyState />
        )}
      </PageSection>
    </div>
  );
}
