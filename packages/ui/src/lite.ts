// `@badminton/ui/lite`: the kit's components that do not use element-react, with the pure helpers.
// Screens on the first-paint path (the home page, the remotes' frames) import from here, so element-react
// (a large shared module) loads only with the first screen that needs a form, a table or a dialog.
export { BrandMark, type BrandMarkProps } from './components/brand-mark/brand-mark';
export { ArticleList, type ArticleListItem, type ArticleListProps } from './components/article-list/article-list';
export { CoverImage, type CoverImageProps } from './components/cover-image/cover-image';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { NotFoundState, type NotFoundStateProps } from './components/not-found-state/not-found-state';
export { PageSection, type PageSectionProps } from './components/page-section/page-section';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html/safe-html';
export { Slideshow, type SlideshowProps } from './components/slideshow/slideshow';
export { StarRating, starCount, type StarRatingProps } from './components/star-rating/star-rating';
export { RankBadge, type RankBadgeProps } from './components/rank-badge/rank-badge';
export { PageLoading, Spinner, type PageLoadingProps, type SpinnerProps } from './components/spinner/spinner';
export * from './format';
export { readKeywordQuery, toKeywordPayload, writeKeywordQuery, type KeywordListQuery } from './utils/list-query';
