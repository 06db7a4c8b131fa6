/** ABP-style response envelope (req: calls.md#response-envelope). Always HTTP 200 for handled requests. */
export interface Envelope<R = Record<string, unknown>> {
  success: boolean;
  result: (R & { isSuccess: boolean; errorMsg?: string }) | null;
  error: { code?: string; message: string } | null;
  unAuthorizedRequest: boolean;
}

/** Substring that marks an expired or invalid session (req: accounts.md#logout-and-session-expiry). */
export const RELOGIN_MARKER = '请重新登录';

export const MESSAGES = {
  sessionExpired: '登录已失效，请重新登录',
  badSignature: '请求签名无效，请刷新页面后重试',
  staleRequest: '请求已过期，请校准设备时间后重试',
  forbidden: '当前账号无权进行此操作',
  unexpected: '服务器繁忙，请稍后重试',
  notFound: '请求的接口不存在',
  badRequest: '请求内容格式错误，请检查后重试',
  /** Text with a lone UTF-16 surrogate (half of a character): PostgreSQL cannot store it (decision 0049). */
  malformedText: '内容包含无法识别的字符，请删除后重试',
  requestTimeout: '请求超时',
} as const;

/** Largest page size any list call accepts. */
export const MAX_PAGE_SIZE = 100;

/**
 * Largest whole number any payload field accepts (PostgreSQL `integer`, 2³¹ − 1): ids, region codes, grades,
 * ranks. A larger value is refused by the contract instead of failing in SQL.
 */
export const INT32_MAX = 2_147_483_647;

/** Smallest whole number any payload field accepts (PostgreSQL `integer`, −2³¹). */
export const INT32_MIN = -2_147_483_648;

/** Largest page number: the offset `(page − 1) × limit` stays a PostgreSQL `integer` at the largest page size. */
export const MAX_PAGE = Math.floor(INT32_MAX / MAX_PAGE_SIZE);
