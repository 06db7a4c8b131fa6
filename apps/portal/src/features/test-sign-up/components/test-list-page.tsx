import { useState } from 'react';
import { useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { DateRange, Input, PageSection, PagedResult, SearchBar, SearchField } from '@badminton/ui';
import { getTestClassList, loadRegions } from '../api/test-class-calls';
import {
  EMPTY_TEST_LIST_QUERY,
  readTestListQuery,
  toTestListPayload,
  writeTestListQuery,
  type TestListQuery,
} from '../utils/test-list-query';
import { TestClassCard } from './test-class-card';
import { useRegistrationClock } from './use-registration-clock';
import { useSignUp } from './use-sign-up';
import '../test-sign-up.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.testClasses;

/**
 * /test, the test sign-up list (req: public-portal.md#test-sign-up-list): province, city, district, test time range and
 * class-name keyword; 10 per page with the pager only above 10; filters in the URL query (keepAlive).
 */
export default function TestListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readTestListQuery(params);
  const [draft, setDraft] = useState<TestListQuery>(query);
  const list = useCall(getTestClassList, toTestListPayload(query, PAGE_SIZE));
  const signUp = useSignUp();
  const now = useRegistrationClock(list.result?.items ?? []);

  const search = () => setParams(writeTestListQuery({ ...draft, page: 1 }));
  const reset = () => {
    setDraft(EMPTY_TEST_LIST_QUERY);
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container">
      <PageSection title="测试报名" className="test-list">
        <SearchBar onSearch={search} onReset={reset} className="test-list__search">
          <SearchField label="所在地区" className="test-list__region">
            <RegionCascade
              value={{ provinceId: draft.provinceId, cityId: draft.cityId, districtId: draft.districtId }}
              onChange={(region) =>
                setDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId, districtId: region.districtId }))
              }
              loadRegions={loadRegions}
            />
          </SearchField>
          <SearchField label="测试时间" className="test-list__time">
            <DateRange
              value={{ startTime: draft.startTime, endTime: draft.endTime }}
              onChange={(range) => setDraft((d) => ({ ...d, startTime: range.startTime, endTime: range.endTime }))}
            />
          </SearchField>
          <SearchField label="测试班名称" className="test-list__keyword">
            <Input
              value={draft.keyword}
              placeholder="请输入测试班名称"
              aria-label="测试班名称"
              onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))}
            />
          </SearchField>
        </SearchBar>
        <PagedResult
          state={list}
          page={query.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => setParams(writeTestListQuery({ ...query, page }))}
          keepListOnError
        >
          {(items) => (
            <div className="test-list__items" aria-busy={list.loading}>
              {items.map((item, index) => (
                <TestClassCard key={item.id} item={item} fileHost={fileHost} onSignUp={signUp.start} now={now} lazyImage={index > 1} />
              ))}
            </div>
          )}
        </PagedResult>
      </PageSection>
      {signUp.dialogs}
    </div>
  );
}
