import { Link, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getTestMechList, PORTAL_PAGE_SIZES, type RemoteAppProps } from '@badminton/contracts';
import { KeywordListSection, keywordListQuery, StarRating, toKeywordPayload } from '@badminton/ui';
import { institutionAddress } from '../utils/list-query';
import { InstitutionPicture } from './institution-picture';
import '../institutions.css';

const INSTITUTION_SEARCH = { label: '机构名称', placeholder: '请输入机构名称关键字', inputLabel: '机构名称关键字' };
const PAGE_SIZE = PORTAL_PAGE_SIZES.institutions;

/** Test institution list (/testInstitutions): keyword search, 20 per page, pager only above 20. */
export default function InstitutionListPage({ fileHost }: RemoteAppProps) {
  const list = keywordListQuery(useSearchParams());
  const answer = useCall(getTestMechList, toKeywordPayload(list.query, PAGE_SIZE));

  return (
    <div className="portal-container">
      <KeywordListSection title="测试机构" search={INSTITUTION_SEARCH} list={list} state={answer} pageSize={PAGE_SIZE}>
        {(items) => (
          <ul className="institution-grid" aria-label="测试机构列表">
            {items.map((item, index) => (
              <li key={item.id} className="institution-card">
                <Link to={`/testInstitutions/testInstitutionsDetail?id=${item.id}`} className="institution-card__link">
                  <InstitutionPicture path={item.institutional_view} name={item.mechanism_fullName} fileHost={fileHost} eager={index < 4} />
                  <span className="institution-card__body">
                    <span className="institution-card__name">{item.mechanism_fullName}</span>
                    <StarRating star={item.star} />
                    <span className="institution-card__address">{institutionAddress(item)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </KeywordListSection>
    </div>
  );
}
