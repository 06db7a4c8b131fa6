import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { getUserCoachDetail, type EvaluatorDetail, type RemoteAppProps } from '@badminton/contracts';
import { DetailSection, EmptyState, goBack, RankBadge, readRecordId, StarRating } from '@badminton/ui';
import { sexLabel } from '../utils/list-query';
import { EvaluatorPhoto } from './evaluator-photo';
import '../evaluators.css';

interface Column<T> {
  title: string;
  render: (row: T) => string;
}

function RecordTable<T>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <section className="evaluator-records" aria-label={caption}>
      <h3 className="evaluator-records__title">{caption}</h3>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="evaluator-records__scroll">
          <table className="evaluator-table">
            <thead>
              <tr>
                <th scope="col">序号</th>
                {columns.map((column) => (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td data-label="序号">{index + 1}</td>
                  {columns.map((column) => (
                    <td key={column.title} data-label={column.title}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Evaluator detail /evaluationList/evaluationListDetail?id (req: public-portal.md#evaluator-list-and-detail): name,
 * sex, grade, address, photo, star, rank badge, the training history (existRecord) and the work history (workRecord),
 * and a back action.
 */
export default function EvaluatorDetailPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const detail = useCall(getUserCoachDetail, { id: id ?? 0 }, { skip: id === null });

  return (
    <div className="portal-container">
      <DetailSection
        title="考评员详情"
        valid={id !== null}
        state={detail}
        record={detail.result?.coachInfo}
        onBack={() => goBack(navigate, '/evaluationList')}
      >
        {(coach) => <EvaluatorProfile coach={coach} fileHost={fileHost} />}
      </DetailSection>
    </div>
  );
}

function EvaluatorProfile({ coach, fileHost }: { coach: EvaluatorDetail; fileHost: string }) {
  return (
    <div className="evaluator-detail">
      <div className="evaluator-profile">
        <EvaluatorPhoto path={coach.photo ?? coach.athletes_photo} name={coach.name} fileHost={fileHost} eager />
        <div className="evaluator-profile__info">
          <h1 className="evaluator-profile__name">{coach.name}</h1>
          <RankBadge rank={coach.evaluator_rank_value} name={coach.evaluator_rank_name} />
          <dl className="evaluator-profile__fields">
            <div>
              <dt>性别</dt>
              <dd>{sexLabel(coach.sex)}</dd>
            </div>
            <div>
              <dt>等级</dt>
              <dd>{coach.gradeName}</dd>
            </div>
            <div>
              <dt>地区</dt>
              <dd>{coach.address}</dd>
            </div>
            <div>
              <dt>星级</dt>
              <dd>
                <StarRating star={coach.star} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <RecordTable
        caption="培训经历"
        rows={coach.existRecord}
        columns={[
          { title: '结业日期', render: (row) => row.existDate },
          { title: '培训班名称', render: (row) => row.trainClassName },
          { title: '等级', render: (row) => row.gradeName },
        ]}
      />
      <RecordTable
        caption="工作经历"
        rows={coach.workRecord}
        columns={[
          { title: '测试日期', render: (row) => row.workDate },
          { title: '测试班名称', render: (row) => row.testClassName },
          { title: '测试等级', render: (row) => row.gradeName },
        ]}
      />
    </div>
  );
}
