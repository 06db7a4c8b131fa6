import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { getTestMechList, PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { EmptyState, ErrorState, Input, PageLoading, PageSection, Pager, SearchBar, SearchField } from '@badminton/ui';
import { readKeywordQuery, StarRating, toKeywordPayload, writeKeywordQuery } from '@badminton/ui/lite';
import { institutionAddress } from '../utils/list-query';
import { InstitutionPicture } from './institution-picture';
import '../institutions.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.institutions;

/** Test institution list (/testInstitutions): keyword search, 20 per page, pager only above 20. */
export default function InstitutionListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readKeywordQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  const { loading, result, errorMsg, reload } = useCall(getTestMechList, toKeywordPayload(query, PAGE_SIZE));

  const search = () => setParams(writeKeywordQuery({ page: 1, keyword }));
  const reset = () => {
    setKeyword('');
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container">
      <PageSection title="测试机构">
        <SearchBar onSearch={search} onReset={reset}>
          <SearchField label="机构名称">
            <Input value={keyword} placeholder="请输入机构名称关键字" aria-label="机构名称关键字" onChange={(value: string) => setKeyword(value)} />
          </SearchField>
        </SearchBar>
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : result && result.items.length > 0 ? (
          <>
            <ul className="institution-grid" aria-label="测试机构列表">
              {result.items.map((item, index) => (
                <li key={item.id} className="institution-card">
                  <Link to={`/testInstitutions/testInstitutionsDetail?id=${item.id}`} className="institution-card__link">
                    <InstitutionPicture path={item.institutional_view} name={item.mechanism_fullName} fileHost={fileHost} eager={index < 4} />
                    <span className="institution-card__body">
                      <span className="institution-card__name">{item.mechanism_fullName}</span>
                      <StarRating star={item.star} />
                      <span className="institution-card__address">{institutionAddress(item)}</span>
                    </span>
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
