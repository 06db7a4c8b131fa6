/**
 * The one-time key of a WeChat sign-in (req: accounts.md#wechat-sign-in): the middle section of the `token` query that
 * the WeChat (sandbox) page redirects to, `/wxsignin?token=<a>.<key>.<c>`. `null` when there is no middle section.
 */
export function weChatKeyFromToken(token: string | null | undefined): string | null {
  if (!token) return null;
  const sections = token.trim().split('.');
  if (sections.length < 3) return null;
  const key = sections[1]?.trim() ?? '';
  return key === '' ? null : key;
}
