import { ContractStatus, OrderKind, PaymentStatus, QUALIFICATION_GROUPS, QualificationStatus, Role } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  contractSignTransactions,
  institutionContracts,
  institutionProfiles,
  orders,
  qualificationApplications,
  qualificationAttachments,
  qualificationReviews,
  testSites,
  users,
} from '../../src/db/schema';
import type { Storage } from '../../src/storage/storage';
import { drawPicture } from '../accounts/png';
import { DEMO_INSTITUTION_MOBILE } from '../portal/index';

/**
 * The institution centre's qualification and contracts demo (issue 24, decision 0058), for the demo institution
 * 羽翔体育 (13800000003), loaded once (marker `demo-institution-centre`) after the portal demo, which approved it
 * (approval_status 3):
 * - its qualification application with the declared test site, the licence image and the full approval history —
 *   submitted 60 days before the start, first review passed (省协会) 55 days before, final review passed (中羽协) 50
 *   days before with a two-year validity — and the matching audit rows;
 * - four contracts, one in each state: to sign (签署中, no attempt yet: the walk signs it), signed and unpaid (the walk
 *   pays its deposit), signed and paid (its kind-4 order paid), and sign failed (重新签署).
 * The second demo institution (白鹭羽球, 13800000007) gets nothing here: it has not applied, so it meets the gate.
 * Deterministic: every date is relative to the seed's instant (the demo clock), every id fixed.
 */
export interface InstitutionCentreDemoContext {
  storage: Storage;
  now: Date;
}

const DAY = 86_400_000;

export const DEMO_CONTRACTS = {
  toSign: 'HT2026110001',
  unpaid: 'HT2026090002',
  paid: 'HT2025090003',
  failed: 'HT2026100004',
} as const;

/** The second demo institution, not yet qualified (README's demo accounts). */
export const DEMO_UNQUALIFIED_INSTITUTION_MOBILE = '13800000007';

function localDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export async function loadInstitutionCentreDemo(tx: Database, context: InstitutionCentreDemoContext): Promise<void> {
  const { now, storage } = context;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [institution] = await tx
    .select({ id: users.id, provinceId: institutionProfiles.provinceId, cityId: institutionProfiles.cityId, districtId: institutionProfiles.districtId })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!institution) return;
  const userId = institution.id;

  // The licence image, stored like an upload of the institution.
  const licencePath = `upload/qualification/${userId}/demo-business-licence.png`;
  await storage.put(licencePath, await drawPicture(480, 320, [236, 226, 198], [178, 34, 34]));
  const licenceUrl = storage.url(licencePath);

  const [site] = await tx
    .insert(testSites)
    .values({
      institutionUserId: userId,
      name: '羽翔羽毛球馆（体育西路馆）',
      provinceId: institution.provinceId,
      cityId: institution.cityId,
      districtId: institution.districtId,
      detailedAddress: '天河区体育西路 191 号羽翔羽毛球馆',
      courtCount: 8,
      createdAt: ago(60),
      updatedAt: ago(60),
    })
    .returning({ id: testSites.id });
  await tx.insert(qualificationApplications).values({
    institutionUserId: userId,
    grade: '1,2,3,4,5,6,7,8,9',
    comprehensiveContent: QUALIFICATION_GROUPS.map((group) => group.options.join(',')).join('|'),
    plasticPacesNumber: 8,
    evaluatorNumber: 12,
    facilityIntroduct: '羽翔羽毛球馆共有 8 片标准塑胶场地，场馆净高 12 米，无眩光照明，配备休息区、候场区、医务室及更衣淋浴设施。',
    promotionAndEducationResources: '机构运营微信公众号与视频号，定期在天河区中小学开展羽毛球进校园活动，年均举办公益培训 20 余场。',
    recentSituation: '2026 年已组织等级测试 6 次，累计测试 480 人次，测试组织规范，无安全事故。',
    businessLicenseKey: licenceUrl,
    testSiteId: site.id,
    submittedAt: ago(60),
    updatedAt: ago(60),
  });
  await tx.insert(qualificationAttachments).values({ institutionUserId: userId, kind: 'business_license', path: licenceUrl, createdAt: ago(60) });
  await tx.insert(qualificationReviews).values([
    { institutionUserId: userId, status: QualificationStatus.Submitted, comment: '机构提交资质申请', actorUserId: userId, reviewedAt: ago(60) },
    { institutionUserId: userId, status: QualificationStatus.ProvinceApproved, comment: '材料齐全，场地符合要求，同意推荐', reviewedAt: ago(55) },
    {
      institutionUserId: userId,
      status: QualificationStatus.Approved,
      comment: '同意，资质有效期两年',
      reviewedAt: ago(50),
      effectiveStartDate: localDate(ago(50)),
      effectiveEndDate: localDate(new Date(ago(50).getTime() + 730 * DAY)),
    },
  ]);
  await appendAudit(tx, [
    { workflow: 'qualification', recordId: userId, actorUserId: userId, actorRole: Role.Institution, fromStatus: '', toStatus: '1', reason: '机构提交资质申请', changedAt: ago(60) },
    { workflow: 'qualification', recordId: userId, actorUserId: null, actorRole: null, fromStatus: '1', toStatus: '2', reason: '省协会初审通过（演示数据）', changedAt: ago(55) },
    { workflow: 'qualification', recordId: userId, actorUserId: null, actorRole: null, fromStatus: '2', toStatus: '3', reason: '中羽协终审通过（演示数据）', changedAt: ago(50) },
  ]);

  // The contracts, one per state.
  const contract = async (values: typeof institutionContracts.$inferInsert) => {
    const [row] = await tx.insert(institutionContracts).values(values).returning({ id: institutionContracts.id });
    return row.id;
  };
  const audit = (recordId: number, from: number, to: number, at: Date, reason: string) =>
    appendAudit(tx, { workflow: 'contract', recordId, actorUserId: null, actorRole: null, fromStatus: String(from), toStatus: String(to), reason, changedAt: at });
  const attempt = (contractRowId: number, transactionId: string, resultCode: number | null, at: Date) =>
    tx.insert(contractSignTransactions).values({
      contractRowId,
      transactionId,
      signUrl: `/dev/e-sign/sign?transaction_id=${transactionId}`,
      createdAt: at,
      resultCode,
      resultDesc: resultCode === 3000 ? '签章成功' : resultCode === 3001 ? '签章失败：签署人取消' : null,
      notifiedAt: resultCode === null ? null : new Date(at.getTime() + 120_000),
      receivedAt: resultCode === null ? null : new Date(at.getTime() + 121_000),
    });

  await contract({
    institutionUserId: userId,
    contractId: DEMO_CONTRACTS.toSign,
    docTitle: '等级评定测试机构合作协议（2027年度）',
    depositFen: 500_000,
    createdAt: ago(2),
  });

  const unpaidAt = ago(40);
  const unpaid = await contract({
    institutionUserId: userId,
    contractId: DEMO_CONTRACTS.unpaid,
    docTitle: '等级评定测试机构合作协议（2026年度）',
    resultCode: ContractStatus.Signed,
    resultDesc: '签章成功',
    contractStatus: 1,
    depositFen: 500_000,
    currentTransactionId: 'QSDEMO2026090002A',
    notifiedAt: new Date(unpaidAt.getTime() + 120_000),
    viewpdfUrl: `/dev/e-sign/view?contract_id=${DEMO_CONTRACTS.unpaid}`,
    downloadUrl: `/dev/e-sign/download?contract_id=${DEMO_CONTRACTS.unpaid}`,
    createdAt: ago(45),
  });
  await attempt(unpaid, 'QSDEMO2026090002A', 3000, unpaidAt);
  await audit(unpaid, ContractStatus.Signing, ContractStatus.Signed, new Date(unpaidAt.getTime() + 121_000), '签章成功');

  const paidAt = ago(400);
  const [order] = await tx
    .insert(orders)
    .values({
      orderSn: 'BM4202510150930000000001',
      userId,
      userType: Role.Institution,
      kind: OrderKind.InstitutionDeposit,
      description: '机构保证金-等级评定测试机构合作协议（2025年度）',
      amountFen: 300_000,
      paymentStatus: PaymentStatus.Paid,
      paymentChannel: 'wechat',
      transactionId: '4200002025101509300000001',
      createdAt: new Date(paidAt.getTime() + 3_600_000),
      paidAt: new Date(paidAt.getTime() + 3_660_000),
    })
    .returning({ id: orders.id });
  const paid = await contract({
    institutionUserId: userId,
    contractId: DEMO_CONTRACTS.paid,
    docTitle: '等级评定测试机构合作协议（2025年度）',
    resultCode: ContractStatus.Signed,
    resultDesc: '签章成功',
    contractStatus: 1,
    paymentStatus: 1,
    depositFen: 300_000,
    depositOrderId: order.id,
    currentTransactionId: 'QSDEMO2025090003A',
    notifiedAt: new Date(paidAt.getTime() + 120_000),
    viewpdfUrl: `/dev/e-sign/view?contract_id=${DEMO_CONTRACTS.paid}`,
    downloadUrl: `/dev/e-sign/download?contract_id=${DEMO_CONTRACTS.paid}`,
    createdAt: ago(410),
  });
  await attempt(paid, 'QSDEMO2025090003A', 3000, paidAt);
  await audit(paid, ContractStatus.Signing, ContractStatus.Signed, new Date(paidAt.getTime() + 121_000), '签章成功');
  await appendAudit(tx, {
    workflow: 'payment',
    recordId: order.id,
    actorUserId: null,
    actorRole: null,
    fromStatus: PaymentStatus.Pending,
    toStatus: PaymentStatus.Paid,
    reason: '支付成功（演示数据）',
    changedAt: new Date(paidAt.getTime() + 3_660_000),
  });

  const failedAt = ago(10);
  const failed = await contract({
    institutionUserId: userId,
    contractId: DEMO_CONTRACTS.failed,
    docTitle: '青少年等级测试专项合作协议',
    resultCode: ContractStatus.Failed,
    resultDesc: '签章失败：签署人取消',
    depositFen: 200_000,
    currentTransactionId: 'QSDEMO2026100004A',
    notifiedAt: new Date(failedAt.getTime() + 120_000),
    createdAt: ago(12),
  });
  await attempt(failed, 'QSDEMO2026100004A', 3001, failedAt);
  await audit(failed, ContractStatus.Signing, ContractStatus.Failed, new Date(failedAt.getTime() + 121_000), '签章失败：签署人取消');
}
