import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@badminton/router';
import { getTestMechListIndex, getUserCoachListIndex } from '@badminton/contracts';
import { EmptyState, formatDate, resolveFileUrl } from '@badminton/ui/lite';
import { ATHLETE_ROWS_VISIBLE, ATHLETE_WHEEL_LIMIT, PAIR_WHEEL_LIMIT } from '../utils/index-wheel';
import { usePairWheel, type PairWheel } from './use-pair-wheel';
import { useAthleteWheel } from './use-athlete-wheel';
import './directory-panels.css';

/** Seconds one athlete row takes to scroll past. */
const ROW_SECONDS = 2;

function Panel({ id, title, more, children }: { id: string; title: string; more: string; children: ReactNode }) {
  return (
    <section className="home-card home-directory__panel" aria-labelledby={id}>
      <header className="home-card__head">
        <h2 id={id}>{title}</h2>
        <Link to={more} className="home-more" aria-label={`查看更多${title}`}>
          查看更多 &gt;
        </Link>
      </header>
      {children}
    </section>
  );
}

/** A fixed-ratio picture box: the box keeps its size while the image loads (or when there is none). */
function Picture({ src, alt, ratio, fallback }: { src: string; alt: string; ratio: 'wide' | 'portrait'; fallback: string }) {
  return (
    <span className={`home-directory__picture home-directory__picture--${ratio}`}>
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" width={ratio === 'wide' ? 480 : 160} height={ratio === 'wide' ? 320 : 200} />
      ) : (
        <span className="home-directory__fallback" aria-hidden="true">
          {fallback}
        </span>
      )}
    </span>
  );
}

function PairBody<T>({ wheel, render, rows = false }: { wheel: PairWheel<T>; render: (item: T) => ReactNode; rows?: boolean }) {
  if (wheel.empty) return <EmptyState className="home-directory__empty" />;
  return (
    <ul className={rows ? 'home-directory__pair home-directory__pair--rows' : 'home-directory__pair'} key={wheel.pairKey} aria-live="polite">
      {wheel.pair.map(render)}
    </ul>
  );
}

function InstitutionWheel({ fileHost }: { fileHost: string }) {
  const wheel = usePairWheel(getTestMechListIndex, PAIR_WHEEL_LIMIT);
  return (
    <Panel id="home-institutions-title" title="测试机构" more="/testInstitutions">
      <PairBody
        wheel={wheel}
        rows
        render={(item) => (
          <li key={item.id} className="home-directory__card">
            <Link to={`/testInstitutions/testInstitutionsDetail?id=${item.id}`} className="home-directory__link">
              <Picture src={resolveFileUrl(item.institutional_view, fileHost)} alt="" ratio="wide" fallback={item.mechanism_fullName.slice(0, 2)} />
              <span className="home-directory__name home-directory__name--two-lines">{item.mechanism_fullName}</span>
            </Link>
          </li>
        )}
      />
    </Panel>
  );
}

function EvaluatorWheel({ fileHost }: { fileHost: string }) {
  const wheel = usePairWheel(getUserCoachListIndex, PAIR_WHEEL_LIMIT);
  return (
    <Panel id="home-evaluators-title" title="考评员" more="/evaluationList">
      <PairBody
        wheel={wheel}
        render={(item) => (
          <li key={item.id} className="home-directory__card home-directory__card--person">
            <Link to={`/evaluationList/evaluationListDetail?id=${item.id}`} className="home-directory__link">
              <Picture src={resolveFileUrl(item.athletes_photo, fileHost)} alt="" ratio="portrait" fallback={item.name.slice(0, 1)} />
              <span className="home-directory__name">{item.name}</span>
              <span className={`home-directory__rank home-directory__rank--${item.evaluator_rank_value}`}>{item.evaluator_rank_name}</span>
            </Link>
          </li>
        )}
      />
    </Panel>
  );
}

function AthleteWheel({ fileHost }: { fileHost: string }) {
  const wheel = useAthleteWheel(ATHLETE_WHEEL_LIMIT, ATHLETE_ROWS_VISIBLE);
  const style = {
    '--home-athlete-shift': wheel.shift,
    '--home-athlete-duration': `${wheel.shift * ROW_SECONDS}s`,
  } as CSSProperties;
  return (
    <Panel id="home-athletes-title" title="运动员" more="/enquiry/athleteList">
      {!wheel.loading && wheel.rows.length === 0 ? (
        <EmptyState className="home-directory__empty" />
      ) : (
        <div className="home-athletes">
          <div className="home-athletes__head" aria-hidden="true">
            <span>姓名</span>
            <span>等级</span>
            <span>注册时间</span>
          </div>
          <div className="home-athletes__viewport">
            <ul
              key={wheel.pass}
              className={wheel.scrolls ? 'home-athletes__list is-scrolling' : 'home-athletes__list'}
              style={style}
              onAnimationEnd={wheel.finishPass}
            >
              {wheel.rows.map((item, index) => (
                <li key={`${item.userid}-${index}`} className="home-athletes__row">
                  <Link
                    to={`/enquiry/certificateAuthenticity/athleteDetail?id=${item.userid}&name=${encodeURIComponent(item.name)}`}
                    className="home-athletes__link"
                    tabIndex={index < wheel.shift || !wheel.scrolls ? undefined : -1}
                  >
                    <span className="home-athletes__person">
                      <span className="home-athletes__avatar">
                        {item.photo ? (
                          <img src={resolveFileUrl(item.photo, fileHost)} alt="" loading="lazy" width={24} height={30} />
                        ) : (
                          <span aria-hidden="true">{item.name.slice(0, 1)}</span>
                        )}
                      </span>
                      <span className="home-athletes__name">{item.name}</span>
                    </span>
                    <span className="home-athletes__rank">{item.athlete_rank_name}</span>
                    <span className="home-athletes__date">{formatDate(item.creationTime)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Panel>
  );
}

/**
 * The three-panel display of the home page (req: public-portal.md#index-wheels): test institutions and evaluators in
 * pairs (10 per page, 10 s autoplay), athletes scrolling continuously (20 per page, 8 rows visible, paused on hover),
 * each with a view-more link. The panels keep a fixed height, so nothing below moves when the data arrives.
 */
export function DirectoryPanels({ fileHost }: { fileHost: string }) {
  return (
    <div className="home-directory">
      <InstitutionWheel fileHost={fileHost} />
      <EvaluatorWheel fileHost={fileHost} />
      <AthleteWheel fileHost={fileHost} />
    </div>
  );
}
