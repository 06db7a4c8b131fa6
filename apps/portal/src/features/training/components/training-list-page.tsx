import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { EmptyState, ErrorState, Input, PageLoading, PageSection, Pager, SearchBar, SearchField } from '@badminton/ui';
import { getTrainingClassList } from '../api/training-calls';
import {
  readTrainingListQuery,
  toTrainingListPayload,
  trainingDetailPath,
  writeTrainingListQuery,
} from '../utils/training-access';
import { TrainingCard } from './training-card';
import { useTrainingAccess } from './use-training-access';
import '../training.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.trainingClasses;

/**
 * /evaluationStaffTraining (spec 001 §2): search by class name, 5 per page, pager only above 5. 查看详情 opens the
 * detail for an evaluator; anyone else gets the 考评员 reminder.
 */
export default function TrainingListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readTrainingListQuery(params);
  const [keyword, setKeyword] = useState(query.keyword);
  const { loading, result, errorMsg, reload } = useCall(getTrainingClassList, toTrainingListPayload(query, PAGE_SIZE));
  const access = useTrainingAccess();

  return (
    <div className="portal-container">
      <PageSection title="考评员培训">
        <SearchBar
          onSearch={() => setParams(writeTrainingListQuery({ keyword, page: 1 }))}
          onReset={() => {
            setKeyword('');
            setParams(new URLSearchParams());
          }}
        >
          <SearchField label="培训班名称">
            <Input
              value={keyword}
              placeholder="请输入培训班名称"
              aria-label="培训班名称"
              onChange={(value: string) => setKeyword(value)}
            />
          </SearchField>
        </SearchBar>
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg && !result ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : result && result.items.length > 0 ? (
          <>
            <div className="training-list__items" aria-busy={loading}>
              {result.items.map((item, index) => (
                <TrainingCard
                  key={item.id}
                  item={item}
                  fileHost={fileHost}
                  lazyImage={index > 1}
                  onOpen={(id) => access.open(trainingDetailPath(id))}
                />
              ))}
            </div>
            <Pager
              total={result.totalCount}
              pageSize={PAGE_SIZE}
              page={query.page}
              onChange={(page) => setParams(writeTrainingListQuery({ ...query, page }))}
            />
          </>
        ) : (
          <EmptyState />
        )}
      </PageSection>
      {access.dialogs}
    </div>
  );
}
