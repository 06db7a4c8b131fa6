import type { TrainingClassItem } from '@badminton/contracts';
import { CoverImage, formatDateTime } from '@badminton/ui/lite';
import { joinRegionNames } from '@badminton/validation';

export interface TrainingCardProps {
  item: TrainingClassItem;
  fileHost: string;
  onOpen: (id: number) => void;
  /** 'list': /evaluationStaffTraining rows; 'compact': the home cards. */
  variant?: 'list' | 'compact';
  lazyImage?: boolean;
}

/**
 * One evaluator training class (req: public-portal.md#training-class-list): name, region, application window and 查看详情.
 * No element-react.
 */
export function TrainingCard({ item, fileHost, onOpen, variant = 'list', lazyImage = true }: TrainingCardProps) {
  const region = joinRegionNames(item.provinceName, item.cityName, item.districtName);
  return (
    <article className={`training-card training-card--${variant}`} aria-label={item.name}>
      <div className="training-card__cover">
        <CoverImage path={item.file_path} fileHost={fileHost} lazy={lazyImage} />
        <span className="training-card__grade">{item.gradeName}</span>
      </div>
      <div className="training-card__body">
        <h3 className="training-card__title" title={item.name}>
          {item.name}
        </h3>
        <dl className="training-card__facts">
          <div>
            <dt>培训地点</dt>
            <dd>
              {region}
              {variant === 'list' ? ` ${item.detail_addr}` : ''}
            </dd>
          </div>
          <div>
            <dt>报名时间</dt>
            <dd>
              {formatDateTime(item.apply_start_time, variant === 'list' ? undefined : 'YYYY-MM-DD')} 至{' '}
              {formatDateTime(item.apply_end_time, variant === 'list' ? undefined : 'YYYY-MM-DD')}
            </dd>
          </div>
        </dl>
      </div>
      <div className="training-card__action">
        <button type="button" className="training-card__button" onClick={() => onOpen(item.id)}>
          查看详情
        </button>
      </div>
    </article>
  );
}
