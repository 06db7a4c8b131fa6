/**
 * The decision log's check (decision 0065): why a row does not verify, in the words the back office shows. zod-free
 * (re-exported by `./constants`), so the browser ships it too.
 */
export const AUDIT_CHAIN_PROBLEMS = {
  unchained: '该记录没有链接哈希（未纳入审计链）',
  link: '该记录与上一条记录的链接不符：其前的记录被删除、插入或改动',
  content: '该记录的内容与其哈希不符：记录被改动',
} as const;
export type AuditChainProblem = keyof typeof AUDIT_CHAIN_PROBLEMS;
