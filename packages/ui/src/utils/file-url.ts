// The file-host rule is a wire convention shared with the service (its first-paint banner uses it too):
// its one home is @badminton/contracts/files.
export { FILE_PATH_PREFIX, resolveFileUrl } from '@badminton/contracts/files';
