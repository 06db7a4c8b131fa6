import { Link } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getQuestionsList } from '@badminton/contracts';
import { EmptyState } from '@badminton/ui/lite';

const HOME_QUESTIONS = 6;

/** Common questions with a view-more link to /commonQuestion; 暂无相关信息 when there are none. */
export function QuestionsSection() {
  const { result } = useCall(getQuestionsList, { question: 1, limit: HOME_QUESTIONS, page: 1 });
  if (!result) return null;
  const { items } = result;
  return (
    <section className="home-card home-questions" aria-labelledby="home-questions-title">
      <header className="home-card__head">
        <h2 id="home-questions-title">常见问题</h2>
        <Link to="/commonQuestion" className="home-more">
          查看更多 &gt;
        </Link>
      </header>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="home-questions__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to="/commonQuestion">{item.news_subject}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
