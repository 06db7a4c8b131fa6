// `@badminton/ui/format`: the kit's pure helpers without any component, so code on the first-paint path
// (the shell's header and footer) can use them without loading element-react.
export { DATE_FORMAT, DATE_TIME_FORMAT, ellipsis, formatDate, formatDateTime, type DateInput } from './utils/format';
export { FILE_PATH_PREFIX, resolveFileUrl } from './utils/file-url';
