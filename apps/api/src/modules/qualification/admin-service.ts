import {
  ADMIN_REVIEW_DEFAULT_COMMENTS as DEFAULT_COMMENT,
  ADMIN_REVIEW_MESSAGES as M,
  type AdminBulkResult,
  type AdminHistoryRow,
  type AdminQualificationDetail,
  type AdminQualificationItem,
  CERTIFICATE_TYPE_LABELS,
  type CertificateTypeCode,
  gradeLabel,
  QUALIFICATION_DEFAULT_VALIDITY_YEARS,
  QUALIFICATION_GROUPS,
  QUALIFICATION_MAX_VALIDITY_YEARS,
  QualificationStatus as S,
  type QualificationStatusCode,
  Role,
  statusLabel,
} from '@badminton/contracts';
import { splitGroups } from '@badminton/validation';
import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal, totalOver } from '../../db/paged';
import { institutionProfiles, institutions, qualificationApplications, qualificationAttachments, qualificationReviews, testSites, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate, toWireDateTime } from '../../lib/wire-time';
import { reachesProvince, requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { qualificationRecords, qualificationWorkflow } from '../../workflows/qualification';
import { actorOf, commitTransition } from '../../workflows/transition';
import { openContract } from '../institution-contracts/open';
import { findNames } from '../regions/repository';
import { contains } from '../shared/search';
import { actorLabel, addYears, dayValue, refusalAtStage, requireAssignedProvince, requireStage, type ReviewStage } from '../shared/review-stage';
import { signQualificationFile } from './files';

/**
 * The back office's qualification review (issue 26; decision 0067; req: back-office.md#qualification-review): the
 * applications institutions submitted (`qualification_applications` with the status `institution_profiles.approval_status`),
 * a provincial reviewer's within their province only. A decision moves the status through the qualification workflow
 * (`commitTransition`: compare-and-set, the audit row) and writes the history row the institution reads
 * (`qualification_reviews`, with the validity of a final approval), in one transaction.
 */

export interface AdminQualificationDeps {
  db: Database;
  clock: Clock;
  fileKey: Buffer;
}

const STATUS_CODES = [S.Submitted, S.ProvinceApproved, S.Approved, S.Rejected] as const;

function stageOf(status: number | null): ReviewStage {
  if (status === S.Submitted) return 'province';
  if (status === S.ProvinceApproved) return 'national';
  return 'closed';
}

function label(status: number | null): string {
  return status === null ? '未提交' : statusLabel('qualification', status);
}

function gradeNames(grade: string): string[] {
  return grade
    .split(',')
    .filter(Boolean)
    .map((code) => gradeLabel(Number(code)));
}

/** What the caller may decide on an application in `status` in `provinceId` (the same checks the decisions make). */
function mayDecide(caller: Caller, status: number | null, provinceId: number): boolean {
  return reachesProvince(caller, provinceId) && refusalAtStage(caller.role, stageOf(status), label(status)) === null;
}

export interface QualificationListInput {
  page: number;
  limit: number;
  approval_status?: number;
  ProvinceId?: number;
  CityId?: number;
  keyword?: string;
}

export async function listQualifications({ db }: AdminQualificationDeps, caller: Caller, input: QualificationListInput) {
  requireAssignedProvince(caller);
  const page = toPage(input);
  const base: Array<SQL | undefined> = [
    isNotNull(institutionProfiles.approvalStatus),
    whereProvince(caller, institutionProfiles.provinceId),
    input.ProvinceId ? eq(institutionProfiles.provinceId, input.ProvinceId) : undefined,
    input.CityId ? eq(institutionProfiles.cityId, input.CityId) : undefined,
    contains(institutionProfiles.fullName, input.keyword),
  ];
  const where = and(...base, input.approval_status ? eq(institutionProfiles.approvalStatus, input.approval_status) : undefined);
  const rows = await db
    .select({ application: qualificationApplications, profile: institutionProfiles, total: totalOver() })
    .from(qualificationApplications)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, qualificationApplications.institutionUserId))
    .where(where)
    .orderBy(desc(qualificationApplications.submittedAt), desc(qualificationApplications.institutionUserId))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(qualificationApplications)
      .innerJoin(institutionProfiles, eq(institutionProfiles.userId, qualificationApplications.institutionUserId))
      .where(where);
    return total;
  });
  const grouped = await db
    .select({ status: institutionProfiles.approvalStatus, total: count() })
    .from(qualificationApplications)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, qualificationApplications.institutionUserId))
    .where(and(...base))
    .groupBy(institutionProfiles.approvalStatus);
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0 };
  for (const row of grouped) if (row.status && STATUS_CODES.includes(row.status as QualificationStatusCode)) counts[String(row.status) as keyof typeof counts] = row.total;
  const names = await findNames(db, paged.rows.flatMap(({ profile }) => [profile.provinceId, profile.cityId, profile.districtId]));
  const items: AdminQualificationItem[] = paged.rows.map(({ application, profile }) => ({
    id: profile.userId,
    mechanism_full_name: profile.fullName,
    nickname: profile.nickname,
    province_name: names.get(profile.provinceId) ?? '',
    city_name: names.get(profile.cityId) ?? '',
    district_name: names.get(profile.districtId) ?? '',
    grade_names: gradeNames(application.grade).join('、'),
    approval_status: profile.approvalStatus ?? S.Submitted,
    approval_status_name: label(profile.approvalStatus),
    submitted_at: toWireDateTime(application.submittedAt),
    can_pass: mayDecide(caller, profile.approvalStatus, profile.provinceId),
  }));
  return { items, totalCount: paged.total, counts };
}

/** The application named by id, or 资质申请不存在; another province's is refused (decision 0023), never hidden. */
async function applicationOf(db: Database, caller: Caller, id: number, lock = false) {
  const query = db
    .select({ profile: institutionProfiles, application: qualificationApplications })
    .from(qualificationApplications)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, qualificationApplications.institutionUserId))
    .where(eq(qualificationApplications.institutionUserId, id));
  const [row] = lock ? await query.for('update', { of: institutionProfiles }) : await query;
  if (!row || row.profile.approvalStatus === null) throw new BusinessError(M.qualificationNotFound);
  requireProvince(caller, row.profile.provinceId);
  return row;
}

const HISTORY_ACTIONS: Record<number, string> = { 1: '提交资质申请', 2: '省协会初审通过', 3: '中羽协终审通过', 4: '审核不通过' };

/** The validity a final approval gets unless the national administrator chooses one: two years from today. */
export function defaultValidity(now: Date): { start: string; end: string } {
  const start = toWireDate(now);
  return { start, end: addYears(start, QUALIFICATION_DEFAULT_VALIDITY_YEARS, 1) };
}

export async function qualificationDetail(deps: AdminQualificationDeps, caller: Caller, input: { id: number }): Promise<AdminQualificationDetail> {
  const { db, clock, fileKey } = deps;
  const { profile, application } = await applicationOf(db, caller, input.id);
  const now = clock.now();
  const [account] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, profile.userId));
  const [site] = application.testSiteId ? await db.select().from(testSites).where(eq(testSites.id, application.testSiteId)) : [];
  const attachments = await db
    .select({ path: qualificationAttachments.path })
    .from(qualificationAttachments)
    .where(and(eq(qualificationAttachments.institutionUserId, profile.userId), eq(qualificationAttachments.kind, 'attachment')))
    .orderBy(asc(qualificationAttachments.id));
  const reviews = await db
    .select({ review: qualificationReviews, actorRole: users.usertype })
    .from(qualificationReviews)
    .leftJoin(users, eq(users.id, qualificationReviews.actorUserId))
    .where(eq(qualificationReviews.institutionUserId, profile.userId))
    .orderBy(asc(qualificationReviews.reviewedAt), asc(qualificationReviews.id));
  const names = await findNames(db, [profile.provinceId, profile.cityId, profile.districtId]);
  const groups = splitGroups(application.comprehensiveContent, QUALIFICATION_GROUPS.length);
  const status = profile.approvalStatus ?? S.Submitted;
  const may = mayDecide(caller, status, profile.provinceId);
  const validity = status === S.ProvinceApproved && caller.role === Role.NationalAdministrator ? defaultValidity(now) : null;
  const history: AdminHistoryRow[] = reviews.map(({ review, actorRole }) => ({
    status: String(review.status),
    status_name: label(review.status),
    action: HISTORY_ACTIONS[review.status] ?? '',
    comment: review.comment,
    actor: review.actorUserId === null ? '系统' : actorLabel(actorRole),
    time: toWireDateTime(review.reviewedAt),
    effective_start_date: review.effectiveStartDate,
    effective_end_date: review.effectiveEndDate,
  }));
  return {
    id: profile.userId,
    approval_status: status,
    approval_status_name: label(status),
    institution: {
      mechanism_full_name: profile.fullName,
      nickname: profile.nickname,
      business_license: profile.businessLicense,
      province_name: names.get(profile.provinceId) ?? '',
      city_name: names.get(profile.cityId) ?? '',
      district_name: names.get(profile.districtId) ?? '',
      detailed_address: profile.detailedAddress,
      office_address: profile.officeAddress ?? '',
      legal_person: profile.legalPerson,
      certificates_type_name: CERTIFICATE_TYPE_LABELS[profile.certificatesType as CertificateTypeCode] ?? '',
      // Reviewers see personal numbers in full (product-decisions §4).
      legal_person_id_number: profile.legalPersonIdNumber,
      principal: profile.principal ?? '',
      principal_tel: profile.principalTel ?? '',
      management_tel: profile.managementTel ?? '',
      mobile: account?.mobile ?? '',
    },
    application: {
      grade_names: gradeNames(application.grade),
      groups: QUALIFICATION_GROUPS.map((group, index) => ({ label: group.label, chosen: groups[index] ?? [] })),
      plastic_paces_number: application.plasticPacesNumber,
      evaluator_number: application.evaluatorNumber,
      facility_introduct: application.facilityIntroduct,
      promotion_and_education_resources: application.promotionAndEducationResources,
      recent_situation: application.recentSituation,
      site_name: site?.name ?? '',
      site_address: site?.detailedAddress ?? '',
      business_license_key: signQualificationFile(fileKey, application.businessLicenseKey, now),
      attachments: attachments.map((row) => signQualificationFile(fileKey, row.path, now)),
      submitted_at: toWireDateTime(application.submittedAt),
    },
    history,
    actions: { can_pass: may, can_reject: may, default_start_date: validity?.start ?? null, default_end_date: validity?.end ?? null },
  };
}

/** The validity of a final approval: the chosen days (either may be left to the default) or two years from today. */
function validityOf(now: Date, start: string | undefined, end: string | undefined): { start: string; end: string } {
  const today = toWireDate(now);
  const from = start ?? today;
  const fromValue = dayValue(from);
  if (fromValue === null) throw new BusinessError(M.dateInvalid);
  const to = end ?? addYears(from, QUALIFICATION_DEFAULT_VALIDITY_YEARS, 1);
  const toValue = dayValue(to);
  if (toValue === null) throw new BusinessError(M.dateInvalid);
  if (fromValue > toValue) throw new BusinessError(M.validityOrder);
  if (toValue < (dayValue(today) ?? 0)) throw new BusinessError(M.validityEnded);
  if (to > addYears(from, QUALIFICATION_MAX_VALIDITY_YEARS)) throw new BusinessError(M.validityTooLong);
  return { start: from, end: to };
}

interface Decision {
  pass: boolean;
  comment: string;
  effectiveStart?: string;
  effectiveEnd?: string;
}

/**
 * One decision on one application, in one transaction: the row locked, the scope and the stage checked (another
 * province: 当前账号无权进行此操作; out of order: whose turn it is), the workflow's transition, the history row.
 */
async function decide(deps: AdminQualificationDeps, caller: Caller, id: number, decision: Decision): Promise<{ approval_status: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { profile } = await applicationOf(tx, caller, id, true);
    const status = profile.approvalStatus;
    requireStage(caller.role, stageOf(status), label(status));
    const national = caller.role === Role.NationalAdministrator;
    if (!national && (decision.effectiveStart || decision.effectiveEnd)) throw new BusinessError(M.validityOnlyNational);
    const to = decision.pass ? (national ? S.Approved : S.ProvinceApproved) : S.Rejected;
    const validity = decision.pass && national ? validityOf(now, decision.effectiveStart, decision.effectiveEnd) : null;
    const comment = decision.comment || (national ? DEFAULT_COMMENT.qualificationNational : DEFAULT_COMMENT.qualificationProvince);
    await commitTransition(tx, qualificationWorkflow, qualificationRecords, profile.userId, status as QualificationStatusCode, to, {
      actor: actorOf(caller),
      reason: validity ? `${comment}（有效期 ${validity.start} 至 ${validity.end}）` : comment,
      at: now,
    });
    await tx.insert(qualificationReviews).values({
      institutionUserId: profile.userId,
      status: to,
      comment,
      actorUserId: caller.userId,
      reviewedAt: now,
      effectiveStartDate: validity?.start ?? null,
      effectiveEndDate: validity?.end ?? null,
    });
    // A finally approved institution is public (its directory row: the star and introduction the association keeps).
    if (to === S.Approved) await tx.insert(institutions).values({ userId: profile.userId, createdAt: now }).onConflictDoNothing();
    // And its cooperation agreement for the validity approved, to sign on 合同列表 (decision 0077).
    if (to === S.Approved && validity) {
      await openContract(tx, { institutionUserId: profile.userId, validity, actor: { userId: caller.userId, role: caller.role }, at: now });
    }
    return { approval_status: to };
  });
}

export function passQualification(
  deps: AdminQualificationDeps,
  caller: Caller,
  input: { id: number; approval_content: string; effective_start_date?: string; effective_end_date?: string },
) {
  return decide(deps, caller, input.id, {
    pass: true,
    comment: input.approval_content,
    effectiveStart: input.effective_start_date,
    effectiveEnd: input.effective_end_date,
  });
}

export function rejectQualification(deps: AdminQualificationDeps, caller: Caller, input: { id: number; approval_content: string }) {
  return decide(deps, caller, input.id, { pass: false, comment: input.approval_content });
}

/**
 * The provincial reviewer's bulk first review: each application through its own decision (its own transaction), so
 * one refused (another province, already decided, changed meanwhile) refuses only itself; the answer says which.
 */
export async function bulkPassQualifications(deps: AdminQualificationDeps, caller: Caller, input: { ids: number[]; approval_content: string }): Promise<AdminBulkResult> {
  if (caller.role !== Role.ProvincialReviewer) throw new BusinessError(M.bulkOnlyProvince);
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) throw new BusinessError(M.bulkEmpty);
  const items: AdminBulkResult['items'] = [];
  for (const id of ids) {
    const [row] = await deps.db
      .select({ name: institutionProfiles.fullName, provinceId: institutionProfiles.provinceId })
      .from(institutionProfiles)
      .where(eq(institutionProfiles.userId, id));
    // A record outside the caller's reach is named by nothing but its id.
    const name = row && reachesProvince(caller, row.provinceId) ? row.name : '';
    try {
      await decide(deps, caller, id, { pass: true, comment: input.approval_content });
      items.push({ id, name, ok: true, message: M.passed });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      items.push({ id, name, ok: false, message: error.message });
    }
  }
  return { items, passed: items.filter((item) => item.ok).length, refused: items.filter((item) => !item.ok).length };
}
