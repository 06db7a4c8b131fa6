import { Link, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getUserCoachList, PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { KeywordListSection, keywordListQuery, RankBadge, StarRating, toKeywordPayload } from '@badminton/ui';
import { EvaluatorPhoto } from './evaluator-photo';
import '../evaluators.css';

const EVALUATOR_SEARCH = { label: '姓名', placeholder: '请输入考评员姓名', inputLabel: '考评员姓名' };
const PAGE_SIZE = PORTAL_PAGE_SIZES.evaluators;

/**
 * Evaluator list /evaluationList (req: public-portal.md#evaluator-list-and-detail): search by name, 20 per page, pager
 * only above 20.
 */
export default function EvaluatorListPage({ fileHost }: RemoteAppProps) {
  const list = keywordListQuery(useSearchParams());
  const answer = useCall(getUserCoachList, toKeywordPayload(list.query, PAGE_SIZE));

  return (
    <div className="portal-container">
      <KeywordListSection title="考评员" search={EVALUATOR_SEARCH} list={list} state={answer} pageSize={PAGE_SIZE}>
        {(items) => (
          <ul className="evaluator-grid" aria-label="考评员列表">
            {items.map((item, index) => (
              <li key={item.id} className="evaluator-card">
                <Link to={`/evaluationList/evaluationListDetail?id=${item.id}`} className="evaluator-card__link">
                  <EvaluatorPhoto path={item.athletes_photo} name={item.name} fileHost={fileHost} eager={index < 4} />
                  <span className="evaluator-card__name">{item.name}</span>
                  <RankBadge rank={item.evaluator_rank_value} name={item.evaluator_rank_name} />
                  <StarRating star={item.star} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </KeywordListSection>
    </div>
  );
}
