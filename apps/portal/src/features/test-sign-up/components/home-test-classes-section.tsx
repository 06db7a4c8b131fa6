import { Link } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { EmptyState } from '@badminton/ui/lite';
import { getTestClassList } from '../api/test-class-calls';
import { TestClassCard } from './test-class-card';
import { useRegistrationClock } from './use-registration-clock';
import { useSignUp } from './use-sign-up';
import '../test-sign-up.css';

/** Home: six test classes open for sign-up. */
export const HOME_TEST_CLASS_COUNT = 6;

/**
 * Home page test sign-up cards (req: public-portal.md#home-page): 6 classes, view-more to /test, the same sign-up flow.
 */
export function HomeTestClassesSection({ fileHost }: { fileHost: string }) {
  const { result, loading } = useCall(getTestClassList, { limit: HOME_TEST_CLASS_COUNT, page: 1 });
  const signUp = useSignUp();
  const items = result?.items ?? [];
  const now = useRegistrationClock(items);
  return (
    <section className="home-card home-tests" aria-labelledby="home-tests-title">
      <header className="home-card__head">
        <h2 id="home-tests-title">测试报名</h2>
        <Link to="/test" className="home-more">
          查看更多 &gt;
        </Link>
      </header>
      {items.length > 0 ? (
        <div className="home-tests__grid">
          {items.map((item) => (
            <TestClassCard key={item.id} item={item} fileHost={fileHost} onSignUp={signUp.start} now={now} variant="compact" />
          ))}
        </div>
      ) : loading ? (
        <div className="home-tests__grid home-tests__grid--loading" aria-hidden="true" />
      ) : (
        <EmptyState />
      )}
      {signUp.dialogs}
    </section>
  );
}
