import {
  QUALIFICATION_ATTACHMENT_LIMIT,
  QUALIFICATION_EDITABLE_STATUSES,
  QUALIFICATION_GRADE_OPTIONS,
  QUALIFICATION_GROUPS,
  QUALIFICATION_MESSAGES as M,
  QualificationStatus,
  type QualificationItem,
  type QualificationReview,
  statusLabel,
} from '@badminton/contracts';
import { splitGroups, validateQualificationForm } from '@badminton/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import {
  institutionProfiles,
  qualificationApplications,
  qualificationAttachments,
  qualificationReviews,
  testSites,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller, UploadedFiles } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import { removeUploads, storeUpload, type UploadOwner } from '../../uploads/store';
import { qualificationRecords, qualificationWorkflow } from '../../workflows/qualification';
import { signQualificationFile } from './files';
import { actorOf, commitTransition } from '../../workflows/transition';

/**
 * The institution's qualification application (req: institution.md#qualification-application; decision 0058). The
 * status is `institution_profiles.approval_status` (the gate's and the workflow's); the application row holds the
 * form, `qualification_reviews` the approval history, `qualification_attachments` the files, `test_sites` the
 * declared site. Every read and change is the caller's own institution: the session names it, never the payload.
 */

export interface QualificationDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Signs the addresses of the licence and attachments (`./files.ts`); absent, they are answered unsigned. */
  fileKey?: Buffer;
}

export interface QualificationInput {
  grade?: string;
  comprehensive_content?: string;
  plastic_paces_number?: string;
  evaluator_number?: string;
  facility_introduct?: string;
  promotion_and_education_resources?: string;
  recent_situation?: string;
  testInstitutionalSite?: string;
  detailed_address?: string;
  isAgree?: string;
  isCommit?: string;
}

/** What a submission writes in the history. */
const SUBMITTED_COMMENT = '机构提交资质申请';
const RESUBMITTED_COMMENT = '机构修改后重新提交';

function isTicked(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

export function canEdit(status: number | null): boolean {
  return QUALIFICATION_EDITABLE_STATUSES.includes(status);
}

const GRADE_VALUES = new Set(QUALIFICATION_GRADE_OPTIONS.map((option) => String(option.value)));

/** The chosen grades, each a known code, in ascending order without repeats; null when any is unknown. */
function parseGrades(text: string | undefined): string[] | null {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !GRADE_VALUES.has(part))) return null;
  return [...new Set(parts)].sort((a, b) => Number(a) - Number(b));
}

function historyItem(row: typeof qualificationReviews.$inferSelect): QualificationReview {
  return {
    approval_status: row.status,
    approval_status_name: statusLabel('qualification', row.status),
    approval_content: row.comment,
    approval_time: toWireDateTime(row.reviewedAt),
    effective_start_date: row.effectiveStartDate,
    effective_end_date: row.effectiveEndDate,
  };
}

export async function getQualification(deps: QualificationDeps, caller: Caller) {
  const userId = caller.userId;
  const now = deps.clock.now();
  const sign = (path: string) => (deps.fileKey ? signQualificationFile(deps.fileKey, path, now) : path);
  const [profile] = await deps.db
    .select({ approvalStatus: institutionProfiles.approvalStatus })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.userId, userId));
  const status = profile?.approvalStatus ?? null;
  const [application] = await deps.db.select().from(qualificationApplications).where(eq(qualificationApplications.institutionUserId, userId));
  const items: QualificationItem[] = [];
  if (application) {
    const [site] = application.testSiteId
      ? await deps.db
          .select()
          .from(testSites)
          .where(and(eq(testSites.id, application.testSiteId), eq(testSites.institutionUserId, userId)))
      : [];
    const attachments = await deps.db
      .select({ path: qualificationAttachments.path })
      .from(qualificationAttachments)
      .where(and(eq(qualificationAttachments.institutionUserId, userId), eq(qualificationAttachments.kind, 'attachment')))
      .orderBy(asc(qualificationAttachments.id));
    const reviews = await deps.db
      .select()
      .from(qualificationReviews)
      .where(eq(qualificationReviews.institutionUserId, userId))
      .orderBy(asc(qualificationReviews.reviewedAt), asc(qualificationReviews.id));
    const lastReview = [...reviews].reverse().find((row) => row.status !== QualificationStatus.Submitted);
    items.push({
      id: userId,
      user_test_mechanism_id: userId,
      grade: application.grade,
      comprehensive_content: application.comprehensiveContent,
      plastic_paces_number: application.plasticPacesNumber,
      evaluator_number: application.evaluatorNumber,
      facility_introduct: application.facilityIntroduct,
      promotion_and_education_resources: application.promotionAndEducationResources,
      recent_situation: application.recentSituation,
      business_license_key: sign(application.businessLicenseKey),
      institutional_site_id: site?.id ?? null,
      testInstitutionalSite: site?.name ?? '',
      detailed_address: site?.detailedAddress ?? '',
      approval_status: status,
      approval_content: lastReview?.comment ?? '',
      approval_time: lastReview ? toWireDateTime(lastReview.reviewedAt) : null,
      effective_start_date: lastReview?.effectiveStartDate ?? null,
      effective_end_date: lastReview?.effectiveEndDate ?? null,
      attachments: attachments.map((row) => sign(row.path)),
      history: reviews.map(historyItem),
    });
  }
  return { items, approval_status: status, canEdit: Boolean(profile) && canEdit(status), hasProfile: Boolean(profile) };
}

/**
 * Submits (or, in status 1 or 4, edits and submits again) the caller's qualification: the form rules of
 * `@badminton/validation` with the spec's messages, the licence (kept from before when none is sent), the declared
 * test site, a history row, and the status: absent → 1 (audited as a creation), 4 → 1 (the workflow), 1 stays 1.
 */
export async function submitQualification(
  deps: QualificationDeps,
  caller: Caller,
  input: QualificationInput,
  files: UploadedFiles,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Record<string, never>> {
  const userId = caller.userId;
  const now = deps.clock.now();
  const [profile] = await deps.db.select().from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  if (!profile) throw new BusinessError(M.profileRequired);
  if (!canEdit(profile.approvalStatus)) throw new BusinessError(M.notEditable);
  const [existing] = await deps.db.select().from(qualificationApplications).where(eq(qualificationApplications.institutionUserId, userId));

  const licence = files.business_license_key?.[0];
  const attachments = files.attachments ?? [];
  if (attachments.length > QUALIFICATION_ATTACHMENT_LIMIT) throw new BusinessError(M.attachmentCount);
  const grades = parseGrades(input.grade);
  const chosenGroups = splitGroups(input.comprehensive_content, QUALIFICATION_GROUPS.length);
  const problem = validateQualificationForm(
    {
      hasLicence: Boolean(licence) || Boolean(existing?.businessLicenseKey),
      detailedAddress: input.detailed_address,
      siteName: input.testInstitutionalSite,
      plasticPacesNumber: input.plastic_paces_number,
      evaluatorNumber: input.evaluator_number,
      grades: grades ?? [],
      groups: QUALIFICATION_GROUPS.map((group, index) => ({ label: group.label, options: group.options, chosen: chosenGroups[index] ?? [] })),
      facilityIntroduct: input.facility_introduct,
      promotionAndEducationResources: input.promotion_and_education_resources,
      recentSituation: input.recent_situation,
      isAgree: isTicked(input.isAgree),
      isCommit: isTicked(input.isCommit),
    },
    M,
  );
  if (problem) throw new BusinessError(problem);
  const comprehensiveContent = chosenGroups.map((group) => [...new Set(group)].join(',')).join('|');

  const owner: UploadOwner = { folder: 'qualification', userId };
  const stored: string[] = [];
  try {
    const licencePath = licence ? await storeUpload(deps.storage, owner, licence) : existing!.businessLicenseKey;
    if (licence) stored.push(licencePath);
    const attachmentPaths: string[] = [];
    for (const file of attachments) {
      const path = await storeUpload(deps.storage, owner, file);
      stored.push(path);
      attachmentPaths.push(path);
    }
    const replaced = await deps.db.transaction(async (tx) => {
      // The status is read again under a row lock: a reviewer's change in between wins, and the submit is refused.
      const [locked] = await tx
        .select({ approvalStatus: institutionProfiles.approvalStatus })
        .from(institutionProfiles)
        .where(eq(institutionProfiles.userId, userId))
        .for('update');
      const status = locked?.approvalStatus ?? null;
      if (!canEdit(status)) throw new BusinessError(M.notEditable);

      const siteValues = {
        name: input.testInstitutionalSite!.trim(),
        detailedAddress: input.detailed_address!.trim(),
        courtCount: Number(input.plastic_paces_number!.trim()),
        provinceId: profile.provinceId,
        cityId: profile.cityId,
        districtId: profile.districtId,
        updatedAt: now,
      };
      let siteId = existing?.testSiteId ?? null;
      if (siteId !== null) {
        const updated = await tx
          .update(testSites)
          .set(siteValues)
          .where(and(eq(testSites.id, siteId), eq(testSites.institutionUserId, userId)))
          .returning({ id: testSites.id });
        if (updated.length === 0) siteId = null;
      }
      if (siteId === null) {
        const [site] = await tx
          .insert(testSites)
          .values({ ...siteValues, institutionUserId: userId, createdAt: now })
          .returning({ id: testSites.id });
        siteId = site.id;
      }

      const values = {
        grade: (grades ?? []).join(','),
        comprehensiveContent,
        plasticPacesNumber: siteValues.courtCount,
        evaluatorNumber: input.evaluator_number?.trim() ? Number(input.evaluator_number.trim()) : null,
        facilityIntroduct: input.facility_introduct!.trim(),
        promotionAndEducationResources: input.promotion_and_education_resources!.trim(),
        recentSituation: input.recent_situation!.trim(),
        businessLicenseKey: licencePath,
        testSiteId: siteId,
        updatedAt: now,
      };
      await tx
        .insert(qualificationApplications)
        .values({ ...values, institutionUserId: userId, submittedAt: now })
        .onConflictDoUpdate({ target: qualificationApplications.institutionUserId, set: { ...values, submittedAt: now } });

      const oldFiles: string[] = [];
      if (licence) {
        const old = await tx
          .delete(qualificationAttachments)
          .where(and(eq(qualificationAttachments.institutionUserId, userId), eq(qualificationAttachments.kind, 'business_license')))
          .returning({ path: qualificationAttachments.path });
        oldFiles.push(...old.map((row) => row.path));
        await tx.insert(qualificationAttachments).values({ institutionUserId: userId, kind: 'business_license', path: licencePath, createdAt: now });
      }
      if (attachmentPaths.length > 0) {
        const old = await tx
          .delete(qualificationAttachments)
          .where(and(eq(qualificationAttachments.institutionUserId, userId), eq(qualificationAttachments.kind, 'attachment')))
          .returning({ path: qualificationAttachments.path });
        oldFiles.push(...old.map((row) => row.path));
        await tx
          .insert(qualificationAttachments)
          .values(attachmentPaths.map((path) => ({ institutionUserId: userId, kind: 'attachment', path, createdAt: now })));
      }

      const actor = actorOf(caller);
      if (status === null) {
        await tx.update(institutionProfiles).set({ approvalStatus: QualificationStatus.Submitted }).where(eq(institutionProfiles.userId, userId));
        await appendAudit(tx, {
          workflow: qualificationWorkflow.name,
          recordId: userId,
          actorUserId: caller.userId,
          actorRole: caller.role,
          fromStatus: '',
          toStatus: String(QualificationStatus.Submitted),
          reason: SUBMITTED_COMMENT,
          changedAt: now,
        });
      } else if (status === QualificationStatus.Rejected) {
        await commitTransition(tx, qualificationWorkflow, qualificationRecords, userId, QualificationStatus.Rejected, QualificationStatus.Submitted, {
          actor,
          reason: RESUBMITTED_COMMENT,
          at: now,
        });
      }
      await tx.insert(qualificationReviews).values({
        institutionUserId: userId,
        status: QualificationStatus.Submitted,
        comment: status === null ? SUBMITTED_COMMENT : RESUBMITTED_COMMENT,
        actorUserId: userId,
        reviewedAt: now,
      });
      return oldFiles;
    });
    await removeUploads(deps.storage, owner, replaced, log);
  } catch (error) {
    await removeUploads(deps.storage, owner, stored, log);
    throw error;
  }
  return {};
}
