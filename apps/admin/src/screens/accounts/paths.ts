/** The accounts screens' addresses (decision 0071; `../../routes.ts`). */
export const ACCOUNTS_PATH = '/personal/accounts';
export const ACCOUNT_PATH = '/personal/account';
