import { useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getTestMechDetail, type InstitutionDetail, type RemoteAppProps } from '@badminton/contracts';
import { DetailSection, EmptyState, goBack, Pager, readRecordId, StarRating } from '@badminton/ui';
import { institutionAddress } from '../utils/list-query';
import { InstitutionPicture } from './institution-picture';
import '../institutions.css';

/**
 * The tests of the institution, 10 per page (req: public-portal.md#institution-list-and-detail; the pager appears above
 * 10).
 */
const CLASS_PAGE_SIZE = 10;

/**
 * Test institution detail (/testInstitutions/testInstitutionsDetail?id): name, star, photos, address,
 * introduction, the institution's test classes (time, title, levels, leader evaluator, evaluators, number
 * tested) and a back action.
 */
export default function InstitutionDetailPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const detail = useCall(getTestMechDetail, { id: id ?? 0 }, { skip: id === null });

  return (
    <div className="portal-container">
      <DetailSection
        title="机构详情"
        valid={id !== null}
        state={detail}
        record={detail.result?.items[0]}
        onBack={() => goBack(navigate, '/testInstitutions')}
      >
        {(institution) => <InstitutionProfile institution={institution} fileHost={fileHost} />}
      </DetailSection>
    </div>
  );
}

function InstitutionProfile({ institution, fileHost }: { institution: InstitutionDetail; fileHost: string }) {
  const views = institution.views.length > 0 ? institution.views : [institution.institutional_view];
  const [page, setPage] = useState(1);
  const rows = institution.detailList.slice((page - 1) * CLASS_PAGE_SIZE, page * CLASS_PAGE_SIZE);
  return (
    <div className="institution-detail">
      <header className="institution-detail__head">
        <h1 className="institution-detail__name">{institution.mechanism_fullName}</h1>
        <StarRating star={institution.star} />
        <p className="institution-detail__address">
          <span className="institution-detail__label">地址：</span>
          {institutionAddress(institution)}
        </p>
      </header>
      <ul className="institution-detail__views" aria-label="机构实景图">
        {views.slice(0, 3).map((view, index) => (
          <li key={`${view ?? 'none'}-${index}`}>
            <InstitutionPicture path={view} name={institution.mechanism_fullName} fileHost={fileHost} eager={index === 0} />
          </li>
        ))}
      </ul>
      <section className="institution-detail__section" aria-label="机构介绍">
        <h3 className="institution-detail__title">机构介绍</h3>
        <p className="institution-detail__introduce">{institution.introduce || '暂无相关信息'}</p>
      </section>
      <section className="institution-detail__section" aria-label="测试班">
        <h3 className="institution-detail__title">测试班</h3>
        {institution.detailList.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <div className="institution-table__scroll">
              <table className="institution-table">
                <thead>
                  <tr>
                    <th scope="col">测试时间</th>
                    <th scope="col">测试班名称</th>
                    <th scope="col">测试等级</th>
                    <th scope="col">主考评员</th>
                    <th scope="col">考评员</th>
                    <th scope="col">测试人数</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td data-label="测试时间" className="institution-table__time">{row.testTime}</td>
                      <td data-label="测试班名称">{row.testTitle}</td>
                      <td data-label="测试等级">{row.testLevels}</td>
                      <td data-label="主考评员">{row.coachLeader}</td>
                      <td data-label="考评员">{row.coachs}</td>
                      <td data-label="测试人数" className="institution-table__count">{row.testCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager total={institution.detailList.length} pageSize={CLASS_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
