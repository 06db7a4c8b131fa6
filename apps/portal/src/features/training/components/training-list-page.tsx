import { useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { KeywordSearchBar, PageSection, PagedResult } from '@badminton/ui';
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
  const list = useCall(getTrainingClassList, toTrainingListPayload(query, PAGE_SIZE));
  const access = useTrainingAccess();

  return (
    <div className="portal-container">
      <PageSection title="考评员培训">
        <KeywordSearchBar
          keyword={query.keyword}
          onSearch={(keyword) => setParams(writeTrainingListQuery({ keyword, page: 1 }))}
          label="培训班名称"
          placeholder="请输入培训班名称"
          inputLabel="培训班名称"
        />
        <PagedResult
          state={list}
          page={query.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => setParams(writeTrainingListQuery({ ...query, page }))}
          keepListOnError
        >
          {(items) => (
            <div className="training-list__items" aria-busy={list.loading}>
              {items.map((item, index) => (
                <TrainingCard
                  key={item.id}
                  item={item}
                  fileHost={fileHost}
                  lazyImage={index > 1}
                  onOpen={(id) => access.open(trainingDetailPath(id))}
                />
              ))}
            </div>
          )}
        </PagedResult>
      </PageSection>
      {access.dialogs}
    </div>
  );
}
