import { formatDateTime } from '../../utils/format';
import { EmptyState } from '../empty-state/empty-state';
import './article-list.css';

export interface ArticleListItem<Id extends string | number = string | number> {
  id: Id;
  title: string;
  /** Wire date (`YYYY-MM-DD HH:mm:ss`). */
  date?: string | null;
}

export interface ArticleListProps<Id extends string | number = string | number> {
  items: ArticleListItem<Id>[];
  onOpen: (id: Id) => void;
  /** How the date is shown; default `YYYY-MM-DD`. */
  dateFormat?: string;
  emptyText?: string;
  className?: string;
}

/** News / notice rows: one-line title with an ellipsis, date on the right (stacked below 768 px). */
export function ArticleList<Id extends string | number>({
  items,
  onOpen,
  dateFormat = 'YYYY-MM-DD',
  emptyText,
  className,
}: ArticleListProps<Id>) {
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ul className={className ? `bm-article-list ${className}` : 'bm-article-list'}>
      {items.map((item) => {
        const date = formatDateTime(item.date, dateFormat);
        return (
          <li key={item.id} className="bm-article-list__row">
            <button type="button" className="bm-article-list__item" onClick={() => onOpen(item.id)}>
              <span className="bm-article-list__title" title={item.title}>
                {item.title}
              </span>
              {date && (
                <time className="bm-article-list__date" dateTime={formatDateTime(item.date, 'YYYY-MM-DDTHH:mm:ss')}>
                  {date}
                </time>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
