import { useState } from 'react';
import { Link, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { ATHLETE_LIST_DEPTH, ATHLETE_NAME_SEARCH_CAP, getAthleteList, PORTAL_PAGE_SIZES, type AthleteListItem, type RemoteAppProps } from '@badminton/contracts';
import { DictionarySelect, RegionCascade, type RegionValue } from '@badminton/pickers';
import {
  Input,
  PageSection,
  PagedResult,
  SearchBar,
  SearchField,
  formatDate,
  resolveFileUrl,
} from '@badminton/ui';
import { loadDictionary, loadRegions } from '../api/enquiry-calls';
import {
  ATHLETE_GRADE_CLASS,
  HIDDEN_ATHLETE_GRADES,
  readAthleteListQuery,
  toAthleteListPayload,
  writeAthleteListQuery,
} from '../utils/athlete-list-query';
import { athleteDetailHref, ENQUIRY_PATHS } from '../utils/enquiry-menu';
import { AthletePhoto } from './athlete-photo';
import '../enquiry.css';

const PAGE_SIZE = PORTAL_PAGE_SIZES.athletes;

/**
 * /enquiry/athleteList (req: public-portal.md#athlete-list): province / city / district, grade (without the
 * evaluator grades 31–33) and keyword filters kept in the URL; 20 per page, pager above 20.
 */
export default function AthleteListPage({ fileHost }: RemoteAppProps) {
  const [params, setParams] = useSearchParams();
  const query = readAthleteListQuery(params);
  const [draft, setDraft] = useState({
    region: { provinceId: query.provinceId, cityId: query.cityId, districtId: query.districtId } as RegionValue,
    grade: query.grade,
    keyword: query.keyword,
  });
  const list = useCall(getAthleteList, toAthleteListPayload(query, PAGE_SIZE));

  const search = () => setParams(writeAthleteListQuery({ ...draft.region, grade: draft.grade, keyword: draft.keyword, page: 1 }));
  const reset = () => {
    setDraft({ region: {}, grade: '', keyword: '' });
    setParams(new URLSearchParams());
  };

  return (
    <div className="portal-container enquiry-page">
      <PageSection
        title="运动员查询"
        extra={
          <Link to={ENQUIRY_PATHS.certificate} className="enquiry-certificate-link">
            运动员资格证书查询
          </Link>
        }
      >
        <SearchBar onSearch={search} onReset={reset} className="enquiry-search">
          <SearchField label="所在地区" wide className="enquiry-search__region">
            <RegionCascade
              value={draft.region}
              onChange={(region) => setDraft((d) => ({ ...d, region }))}
              loadRegions={loadRegions}
            />
          </SearchField>
          <SearchField label="等级">
            <DictionarySelect
              classCode={ATHLETE_GRADE_CLASS}
              exclude={HIDDEN_ATHLETE_GRADES}
              value={draft.grade}
              onChange={(grade) => setDraft((d) => ({ ...d, grade }))}
              loadDictionary={loadDictionary}
              placeholder="全部等级"
              clearable
              className="enquiry-grade-select"
            />
          </SearchField>
          <SearchField label="姓名">
            <Input
              value={draft.keyword}
              placeholder="请输入运动员姓名"
              aria-label="运动员姓名关键字"
              maxLength={50}
              onChange={(keyword: string) => setDraft((d) => ({ ...d, keyword }))}
            />
          </SearchField>
        </SearchBar>
        <PagedResult
          state={list}
          page={query.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => setParams(writeAthleteListQuery({ ...query, page }))}
          pagerDepth={ATHLETE_LIST_DEPTH}
        >
          {(items, totalCount) => (
            <>
              <p className="enquiry-count">{countLine(totalCount, Boolean(query.keyword))}</p>
              <ul className="enquiry-athletes" aria-busy={list.loading}>
                {items.map((athlete, index) => (
                  <AthleteCard key={athlete.userid} athlete={athlete} fileHost={fileHost} eager={index < 8} />
                ))}
              </ul>
            </>
          )}
        </PagedResult>
      </PageSection>
    </div>
  );
}

/** The line above the list: the total, or what a capped name search and a list deeper than its pages say (decision 0084). */
function countLine(totalCount: number, nameSearch: boolean): string {
  if (nameSearch && totalCount >= ATHLETE_NAME_SEARCH_CAP) return `匹配的运动员较多，仅列出前 ${ATHLETE_NAME_SEARCH_CAP} 名；请输入更完整的姓名或选择所在地区`;
  if (totalCount > ATHLETE_LIST_DEPTH) return `共 ${totalCount} 名运动员，可翻阅前 ${ATHLETE_LIST_DEPTH / PAGE_SIZE} 页；请按地区、等级或姓名查找`;
  return `共 ${totalCount} 名运动员`;
}

function AthleteCard({ athlete, fileHost, eager }: { athlete: AthleteListItem; fileHost: string; eager: boolean }) {
  return (
    <li className="enquiry-athlete">
      <Link className="enquiry-athlete__link" to={athleteDetailHref(athlete.userid, athlete.name)}>
        <AthletePhoto src={resolveFileUrl(athlete.photo, fileHost)} name={athlete.name} size={60} lazy={!eager} />
        <div className="enquiry-athlete__body">
          <p className="enquiry-athlete__name">
            {athlete.name}
            <span className="enquiry-athlete__grade">{athlete.athlete_rank_name}</span>
          </p>
          <p className="enquiry-athlete__meta">证件号：{athlete.certificates_number}</p>
          <p className="enquiry-athlete__meta">
            注册时间：<time dateTime={athlete.creationTime}>{formatDate(athlete.creationTime)}</time>
          </p>
        </div>
      </Link>
    </li>
  );
}
