// @badminton/ui: the UI kit. The only package that imports element-react; apps import UI from here.
// Stylesheets: apps import 'element-theme-default/lib/index.css' and '@badminton/ui/theme.css' once.

// No side effects here: a screen's JavaScript holds only the kit modules it imports. Every accessibility fix of element's
// markup is in the part's own markup (its module of ./element/parts, or a build fix of tooling/vite/element-react.js):
// the kit installs no document-wide observer (decision 0057).

export {
  Breadcrumb,
  Button,
  Carousel,
  Cascader,
  Checkbox,
  Collapse,
  DatePicker,
  DateRangePicker,
  Dialog,
  Form,
  Input,
  Loading,
  MessageBox,
  Pagination,
  Radio,
  Select,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Upload,
} from './element/element';
export type {
  ButtonProps,
  CarouselInstance,
  CascaderProps,
  DatePickerProps,
  DialogProps,
  FormInstance,
  FormItemProps,
  FormProps,
  FormRule,
  InputInstance,
  InputProps,
  OptionProps,
  SelectProps,
  TableColumn,
  TableProps,
  UploadFile,
  UploadInstance,
  UploadProps,
} from './element/element-react';

export { announce, revealField, revealFirstError } from './element/reveal-error';
export { confirm, notify, toast, NOTIFY_DURATION_MS, TOAST_DURATION_MS } from './feedback/feedback';

export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion/accordion';
export { BrandMark, type BrandMarkProps } from './components/brand-mark/brand-mark';
export {
  ArticleList,
  type ArticleListItem,
  type ArticleListProps,
} from './components/article-list/article-list';
export {
  DateRange,
  fromDateRangeValue,
  RANGE_END_FORMAT,
  RANGE_START_FORMAT,
  toDateRangeValue,
  type DateRangeProps,
  type DateRangeValue,
} from './components/date-range/date-range';
export {
  DetailSection,
  type DetailCallState,
  type DetailSectionProps,
} from './components/detail-section/detail-section';
export { CoverImage, type CoverImageProps } from './components/cover-image/cover-image';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export { PageSection, type PageSectionProps } from './components/page-section/page-section';
export { needsPager, Pager, type PagerProps } from './components/pager/pager';
export { PagedResult, type PagedCallState, type PagedResultProps } from './components/paged-result/paged-result';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html/safe-html';
export {
  SearchBar,
  SearchField,
  type SearchBarProps,
  type SearchFieldProps,
} from './components/search-bar/search-bar';
export { KeywordSearchBar, type KeywordSearchBarProps } from './components/search-bar/keyword-search-bar';
export {
  KeywordListSection,
  type KeywordListSectionProps,
} from './components/keyword-list-section/keyword-list-section';
export { PageLoading, Spinner, type PageLoadingProps, type SpinnerProps } from './components/spinner/spinner';

export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  ellipsis,
  formatDate,
  formatDateTime,
  type DateInput,
} from './utils/format';
export { FILE_PATH_PREFIX, resolveFileUrl } from './utils/file-url';
export {
  keywordListQuery,
  readKeywordQuery,
  readRecordId,
  toKeywordPayload,
  writeKeywordQuery,
  type KeywordList,
  type KeywordListQuery,
} from './utils/list-query';
export { goBack, type Navigate } from './utils/history';
export { NotFoundState, type NotFoundStateProps } from './components/not-found-state/not-found-state';
export { Slideshow, type SlideshowProps } from './components/slideshow/slideshow';
export { StarRating, starCount, type StarRatingProps } from './components/star-rating/star-rating';
export { RankBadge, type RankBadgeProps } from './components/rank-badge/rank-badge';
export { sanitizeHtml } from './utils/sanitize-html';
export {
  countdownText,
  SMS_COUNTDOWN_SECONDS,
  SMS_SEND_FAILED_MESSAGE,
  SMS_SENT_NOTICE_MS,
  SmsCodeButton,
  smsSentMessage,
  type SmsCodeButtonProps,
} from './components/sms-code-button/sms-code-button';
export {
  ROLE_REMINDER_TITLE,
  RoleReminderDialog,
  roleReminderText,
  type RoleReminderDialogProps,
} from './components/role-reminder-dialog/role-reminder-dialog';
