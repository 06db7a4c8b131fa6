// The calls of the back office's accounts screens (decision 0071), as browser refs.
export { getAdminAccount, lockAdminAccount, searchAdminAccounts, startAdminPasswordReset, unlockAdminAccount } from '@badminton/contracts';
