import { Link } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { EmptyState } from '@badminton/ui/lite';
import { getTrainingClassList } from '../api/training-calls';
import { TRAINING_LIST_PATH, trainingDetailPath } from '../utils/training-access';
import { TrainingCard } from './training-card';
import { useTrainingAccess } from './use-training-access';
import '../training.css';

/** Home: three evaluator training classes. */
export const HOME_TRAINING_COUNT = 3;

/** Home page three-card evaluator training section, view-more to /evaluationStaffTraining. */
export function HomeTrainingSection({ fileHost }: { fileHost: string }) {
  const { result, loading } = useCall(getTrainingClassList, { limit: HOME_TRAINING_COUNT, page: 1 });
  const access = useTrainingAccess();
  const items = result?.items ?? [];
  return (
    <section className="home-card home-training" aria-labelledby="home-training-title">
      <header className="home-card__head">
        <h2 id="home-training-title">考评员培训</h2>
        <Link to={TRAINING_LIST_PATH} className="home-more">
          查看更多 &gt;
        </Link>
      </header>
      {items.length > 0 ? (
        <div className="home-training__grid">
          {items.map((item) => (
            <TrainingCard
              key={item.id}
              item={item}
              fileHost={fileHost}
              variant="compact"
              onOpen={(id) => access.open(trainingDetailPath(id))}
            />
          ))}
        </div>
      ) : loading ? (
        <div className="home-training__grid home-training__grid--loading" aria-hidden="true" />
      ) : (
        <EmptyState />
      )}
      {access.dialogs}
    </section>
  );
}
