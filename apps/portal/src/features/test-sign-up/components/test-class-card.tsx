import type { TestClassItem } from '@badminton/contracts';
import { CoverImage, formatDate, formatDateTime } from '@badminton/ui/lite';
import { joinRegionNames, registrationReason, registrationState, SIGN_UP_BUTTON_LABELS } from '@badminton/validation';

export interface TestClassCardProps {
  item: TestClassItem;
  fileHost: string;
  onSignUp: (classId: number) => void;
  /** Epoch ms the sign-up state is judged at (`useRegistrationClock`). */
  now: number;
  /** 'list': /test rows with full times; 'compact': the home cards with dates only. */
  variant?: 'list' | 'compact';
  /** `loading="lazy"` for covers below the fold. */
  lazyImage?: boolean;
}

function windowText(start: string, end: string, compact: boolean): string {
  return compact ? `${formatDate(start)} 至 ${formatDate(end)}` : `${formatDateTime(start)} 至 ${formatDateTime(end)}`;
}

/**
 * One test class (req: public-portal.md#test-sign-up-list): cover, title, institution, region and address, the
 * registration and test windows, the grades offered, and the sign-up button: 报名 while sign-up is open, otherwise
 * disabled as 已停止报名 (`isStop`), 未开始报名 or 报名已结束 with the reason under it (`registrationReason`). No element-react: the home page renders it on first paint.
 */
export function TestClassCard({ item, fileHost, onSignUp, now, variant = 'list', lazyImage = true }: TestClassCardProps) {
  const compact = variant === 'compact';
  const state = registrationState(item, now);
  const reason = registrationReason(item, now);
  const reasonId = `test-card-reason-${item.id}`;
  const region = joinRegionNames(item.provinceName, item.cityName, item.districtName);
  return (
    <article className={`test-card test-card--${variant}`} aria-label={item.test_class_title}>
      <div className="test-card__cover">
        {item.file_path ? (
          <CoverImage path={item.file_path} fileHost={fileHost} lazy={lazyImage} />
        ) : (
          <span className="test-card__cover-empty" aria-hidden="true">
            羽
          </span>
        )}
      </div>
      <div className="test-card__body">
        <h3 className="test-card__title" title={item.test_class_title}>
          {item.test_class_title}
        </h3>
        <dl className="test-card__facts">
          <div>
            <dt>测试机构</dt>
            <dd>{item.mechanism_fullName}</dd>
          </div>
          <div>
            <dt>测试地点</dt>
            <dd>
              {region}
              {compact ? '' : ` ${item.detailed_address}`}
            </dd>
          </div>
          <div>
            <dt>报名时间</dt>
            <dd>{windowText(item.registration_start_time, item.registration_end_time, compact)}</dd>
          </div>
          <div>
            <dt>测试时间</dt>
            <dd>{windowText(item.test_start_time, item.test_end_time, compact)}</dd>
          </div>
        </dl>
        <ul className="test-card__grades" aria-label="测试等级">
          {item.grade.map((grade) => (
            <li key={grade.grade}>{grade.grade_name}</li>
          ))}
        </ul>
      </div>
      <div className="test-card__action">
        <button
          type="button"
          className="test-card__button"
          disabled={state !== 'open'}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => onSignUp(item.id)}
        >
          {SIGN_UP_BUTTON_LABELS[state]}
        </button>
        {reason ? (
          <p className="test-card__reason" id={reasonId}>
            {reason}
          </p>
        ) : null}
      </div>
    </article>
  );
}
