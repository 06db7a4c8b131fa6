import { useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getAthleteDetail, PORTAL_PAGE_SIZES, type AthleteDetail, type RemoteAppProps } from '@badminton/contracts';
import { Button, EmptyState, ErrorState, PageLoading, PageSection, Pager, formatDate, resolveFileUrl } from '@badminton/ui';
import { badgeImages } from '../utils/badge-image';
import { ENQUIRY_PATHS, readAthleteId } from '../utils/enquiry-menu';
import { AthletePhoto } from './athlete-photo';
import { CertificateGallery } from './certificate-gallery';
import { EnquiryLayout } from './enquiry-layout';

const RECORD_PAGE_SIZE = PORTAL_PAGE_SIZES.athleteTestRecords;
export const HIDDEN_NAME_TEXT = '该运动员未公开姓名';
const SEX_LABELS: Record<number, string> = { 0: '男', 1: '女' };

/**
 * /enquiry/certificateAuthenticity/athleteDetail?id&name (req: public-portal.md#athlete-detail): personal info, the
 * combined badge images, the published certificates, the testing history (10 per page) and a back action.
 */
export default function AthleteDetailPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readAthleteId(params);
  const [page, setPage] = useState(1);
  const { loading, result, errorMsg, retryable, reload } = useCall(
    getAthleteDetail,
    { userNumber: id ?? 0, limit: RECORD_PAGE_SIZE, page },
    { skip: id === null },
  );
  const athlete = result?.items[0];
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(ENQUIRY_PATHS.athleteList));

  return (
    <EnquiryLayout>
      <PageSection title="运动员详情" extra={<Button onClick={back}>返回</Button>}>
        {id === null ? (
          <EmptyState />
        ) : loading && !result ? (
          <PageLoading />
        ) : errorMsg && !athlete ? (
          <ErrorState text={errorMsg} onRetry={retryable ? reload : undefined} />
        ) : athlete ? (
          <AthleteDetailView athlete={athlete} fileHost={fileHost} page={page} onPage={setPage} busy={loading} />
        ) : (
          <EmptyState />
        )}
      </PageSection>
    </EnquiryLayout>
  );
}

function AthleteDetailView({
  athlete,
  fileHost,
  page,
  onPage,
  busy,
}: {
  athlete: AthleteDetail;
  fileHost: string;
  page: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const badges = badgeImages(athlete);
  return (
    <div className="enquiry-detail">
      <section className="enquiry-profile" aria-label="基本信息">
        <AthletePhoto src={resolveFileUrl(athlete.photo, fileHost)} name={athlete.name} size={120} lazy={false} />
        <div className="enquiry-profile__body">
          <h3 className={athlete.name ? 'enquiry-profile__name' : 'enquiry-profile__name is-hidden'}>
            {athlete.name ?? HIDDEN_NAME_TEXT}
          </h3>
          <dl className="enquiry-profile__facts">
            <div>
              <dt>性别</dt>
              <dd>{athlete.sex === null ? '—' : (SEX_LABELS[athlete.sex] ?? '—')}</dd>
            </div>
            <div>
              <dt>出生年份</dt>
              <dd>{athlete.birth_year ?? '—'}</dd>
            </div>
            <div>
              <dt>所在地区</dt>
              <dd>{athlete.address || '—'}</dd>
            </div>
            <div>
              <dt>当前等级</dt>
              <dd>{athlete.athlete_rank_name || '—'}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="enquiry-block" aria-labelledby="enquiry-records">
        <h3 id="enquiry-records" className="enquiry-subtitle">
          测试记录
        </h3>
        {athlete.testRecord.length > 0 ? (
          <>
            <div className="enquiry-table-wrap">
              <table className="enquiry-table" aria-busy={busy}>
                <thead>
                  <tr>
                    <th scope="col">测试日期</th>
                    <th scope="col">测试班</th>
                    <th scope="col">测试等级</th>
                  </tr>
                </thead>
                <tbody>
                  {athlete.testRecord.map((record, index) => (
                    <tr key={`${record.testDate}-${index}`}>
                      <td data-label="测试日期">{formatDate(record.testDate)}</td>
                      <td data-label="测试班">{record.testClassName}</td>
                      <td data-label="测试等级">{record.rankName}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager total={athlete.testRecordTotal} pageSize={RECORD_PAGE_SIZE} page={page} onChange={onPage} />
          </>
        ) : (
          <EmptyState />
        )}
      </section>

      <section className="enquiry-block" aria-labelledby="enquiry-badges">
        <h3 id="enquiry-badges" className="enquiry-subtitle">
          等级徽章
        </h3>
        {badges.length > 0 ? (
          <ul className="enquiry-badges">
            {badges.map((badge) => (
              <li key={badge.kind} className="enquiry-badge">
                <img
                  className="enquiry-badge__img"
                  src={badge.src}
                  alt={badge.label}
                  width={badge.width}
                  height={badge.height}
                />
                <span className="enquiry-badge__label">{badge.label}</span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
      </section>

      <section className="enquiry-block" aria-labelledby="enquiry-certs">
        <h3 id="enquiry-certs" className="enquiry-subtitle">
          等级证书
        </h3>
        {athlete.certList.length > 0 ? (
          <CertificateGallery
            items={athlete.certList.map((cert) => ({
              src: resolveFileUrl(cert.certificate_url, fileHost),
              title: cert.certificate_grade_name,
              caption: (
                <>
                  {cert.certificate_number ? (
                    <span className="enquiry-certificate__number">证书编号：{cert.certificate_number}</span>
                  ) : null}
                  <span>发证日期：{formatDate(cert.created_date)}</span>
                </>
              ),
            }))}
          />
        ) : (
          <EmptyState />
        )}
      </section>
    </div>
  );
}
