import { useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import type { RemoteAppProps } from '@badminton/contracts';
import { KeywordListSection, keywordListQuery, toKeywordPayload } from '@badminton/ui';
import { getTrainingClassList } from '../api/training-calls';
import { trainingDetailPath } from '../utils/training-access';
import { TRAINING_PAGE_SIZE, TRAINING_PAGER_ABOVE, trainingListLimit, trainingRowsShown } from '../utils/training-list';
import { TrainingCard } from './training-card';
import { useTrainingAccess } from './use-training-access';
import '../training.css';

const TRAINING_SEARCH = { label: '培训班名称', placeholder: '请输入培训班名称', inputLabel: '培训班名称' };

/**
 * /evaluationStaffTraining (req: public-portal.md#training-class-list): search by class name, 5 per page, pager only
 * above 6. 查看详情 opens the detail for an evaluator; anyone else gets the 考评员 reminder.
 */
export default function TrainingListPage({ fileHost }: RemoteAppProps) {
  const list = keywordListQuery(useSearchParams());
  const answer = useCall(getTrainingClassList, toKeywordPayload(list.query, trainingListLimit(list.query.page)));
  const access = useTrainingAccess();

  return (
    <div className="portal-container">
      <KeywordListSection
        title="考评员培训"
        search={TRAINING_SEARCH}
        list={list}
        state={answer}
        pageSize={TRAINING_PAGE_SIZE}
        pagerAbove={TRAINING_PAGER_ABOVE}
        keepListOnError
      >
        {(items, totalCount) => (
          <div className="training-list__items" aria-busy={answer.loading}>
            {trainingRowsShown(items, totalCount).map((item, index) => (
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
      </KeywordListSection>
      {access.dialogs}
    </div>
  );
}
