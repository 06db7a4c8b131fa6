import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import {
  DateRange,
  EmptyState,
  ErrorState,
  Input,
  PageLoading,
  PageSection,
  Pager,
  SearchBar,
  SearchField,
} from '@badminton/ui';
import { getTestClassList, loadRegions } from '../api/test-class-calls';
import {
  EMPTY_TEST_LIST_QUERY,
  readTestListQuery,
  toTestListPayload,
  writeTestListQuery,
  type TestListQuery,
} from '../utils/test-list-query';
import { TestClassCard } from './test-class-card';
import { useSignUp } from './use-sign-up';
import '../test-sign-up.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.testClasses;

/**
 * /test, the test sign-up list (spec 000 "Test sign-up list"): province, city, district, test time range and
 * class-name keyword; 10 per page with the pager only above 10; filters in the URL query (keepAlive).
 */
export default function TestListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readTestListQuery(params);
  const [draft, setDraft] = useState<TestListQuery>(query);
  const { loading, result, errorMsg, reload } = useCall(getTestClassList, toTestListPayload(query, PAGE_SIZE));
  const signUp = useSignUp();

  const search = () => setParams(writeTestListQuery({ ...draft, page: 1 }));
  const reset = () => {
    setDraft(EMPTY_TEST_LIST_QUERY);
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container">
      <PageSection title="测试报名" className="test-list">
        <SearchBar onSearch={search} onReset={reset} className="test-list__search">
          <SearchField label="所在地区" wide>
            <RegionCascade
              value={{ provinceId: draft.provinceId, cityId: draft.cityId, districtId: draft.districtId }}
              onChange={(region) =>
                setDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId, districtId: region.districtId }))
              }
              loadRegions={loadRegions}
            />
          </SearchField>
          <SearchField label="测试时间" wide>
            <DateRange
              value={{ startTime: draft.startTime, endTime: draft.endTime }}
              onChange={(range) => setDraft((d) => ({ ...d, startTime: range.startTime, endTime: range.endTime }))}
            />
          </SearchField>
          <SearchField label="测试班名称">
            <Input
              value={draft.keyword}
              placeholder="请输入测试班名称"
              aria-label="测试班名称"
              onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))}
            />
          </SearchField>
        </SearchBar>
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg && !result ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : result && result.items.length > 0 ? (
          <>
            <div className="test-list__items" aria-busy={loading}>
              {result.items.map((item, index) => (
                <TestClassCard key={item.id} item={item} fileHost={fileHost} onSignUp={signUp.start} lazyImage={index > 1} />
              ))}
            </div>
            <Pager
              total={result.totalCount}
              pageSize={PAGE_SIZE}
              page={query.page}
              onChange={(page) => setParams(writeTestListQuery({ ...query, page }))}
            />
          </>
        ) : (
          <EmptyState />
        )}
      </PageSection>
      {signUp.dialogs}
    </div>
  );
}
