/**
 * The fixed values of the institution's batch certificate application (req:
 * certificates-and-delivery.md#batch-certificate-application, institution.md#view-entry; decision 0063): the waiting
 * period after publication and the messages. zod-free (re-exported by `./constants`), so the browser ships them too.
 */

/** A batch application is allowed only when the scores were published MORE than this many days ago. */
export const BATCH_CERTIFICATE_WAIT_DAYS = 7;

/** Whether scores published at `publishedAt` have waited long enough at `now` (strictly more than 7 days). */
export function isBatchCertificateWaitOver(publishedAt: Date | null, now: Date): boolean {
  return publishedAt !== null && now.getTime() - publishedAt.getTime() > BATCH_CERTIFICATE_WAIT_DAYS * 86_400_000;
}

export const BATCH_CERTIFICATE_MESSAGES = {
  nobody: '当前的测试班暂无人员可进行批量申请',
  tooEarly: '发布成绩还没有超过7天，请稍候再进行申请',
  applied: '批量申请证书证章成功',
  /** (impl.) The scores of the class are not published yet (the button is disabled before 已发布). */
  notPublished: '成绩发布后才能批量申请证书证章',
  /** (impl.) The institution's profile has no address to mail to. */
  noAddress: '请先完善机构基本信息中的地址',
  /** The dialog's address notice. */
  addressNotice: '证书证章将统一邮寄到机构地址，仅收取快递费，申请后请到订单中心支付。',
  button: '批量申请证书',
  goPay: '去支付',
} as const;
