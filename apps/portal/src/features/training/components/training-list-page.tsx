import { useSearchParams } from 'react-router';
import { useCall } from '@badminton/api-client/react';
import { PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { KeywordListSection, keywordListQuery, toKeywordPayload } from '@badminton/ui';
import { getTrainingClassList } from '../api/training-calls';
import { trainingDetailPath } from '../utils/training-access';
import { TrainingCard } from './training-card';
import { useTrainingAccess } from './use-training-access';
import '../training.css';

const TRAINING_SEARCH = { label: '培训班名称', placeholder: '请输入培训班名称', inputLabel: '培训班名称' };
const PAGE_SIZE = PORTAL_PAGE_SIZES.trainingClasses;

/**
 * /evaluationStaffTraining (spec 001 §2): search by class name, 5 per page, pager only above 5. 查看详情 opens the
 * detail for an evaluator; anyone else gets the 考评员 reminder.
 */
export default function TrainingListPage({ fileHost }: RemoteAppProps) {
  const list = keywordListQuery(useSearchParams());
  const answer = useCall(getTrainingClassList, toKeywordPayload(list.query, PAGE_SIZE));
  const access = useTrainingAccess();

  return (
    <div className="portal-container">
      <KeywordListSection
        title="考评员培训"
        search={TRAINING_SEARCH}
        list={list}
        state={answer}
        pageSize={PAGE_SIZE}
        keepListOnError
      >
        {(items) => (
          <div className="training-list__items" aria-busy={answer.loading}>
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
      </KeywordListSection>
      {access.dialogs}
    </div>
  );
}
