import {
  ADMIN_EVENT_DEFAULT_COMMENT,
  ADMIN_EVENT_MESSAGES as M,
  type AdminEventApplyDetail,
  type AdminEventApplyItem,
  type AdminEventHistoryRow,
  EventApplyStatus as S,
  type EventApplyStatusCode,
  gradeLabel,
  Role,
  statusLabel,
} from '@badminton/contracts';
import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventApplications, eventResults, events, personProfiles, statusAudit, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { eventApplyRecords, eventApplyWorkflow } from '../../workflows/event-apply';
import { actorOf, commitTransition } from '../../workflows/transition';
import { findNames } from '../regions/repository';
import { contains } from '../shared/search';
import { actorLabel, requireAssignedProvince } from '../shared/review-stage';

/**
 * The back office's event-based level review (issue 26 item 6; decision 0072; req:
 * back-office.md#event-application-review, states.md#event-application-status): the athletes' applications
 * (`event_applications`), a provincial reviewer's limited to athletes whose profile is in their province (read only);
 * the national administrator decides. A decision moves `apply_status` through the eventApply workflow
 * (`commitTransition`: compare-and-set, the audit row) and sets the comments the athlete reads, in one transaction.
 */

export interface AdminEventDeps {
  db: Database;
  clock: Clock;
}

function label(status: number): string {
  return statusLabel('eventApply', status);
}

function mayDecide(caller: Caller, status: number): boolean {
  return caller.role === Role.NationalAdministrator && status === S.Awaiting;
}

export interface EventListInput {
  page: number;
  limit: number;
  apply_status?: number;
  keyword?: string;
}

export async function listApplications({ db }: AdminEventDeps, caller: Caller, input: EventListInput) {
  requireAssignedProvince(caller);
  const page = toPage(input);
  const keyword = input.keyword?.trim();
  const base: Array<SQL | undefined> = [
    whereProvince(caller, personProfiles.provinceId),
    keyword ? or(contains(events.name, keyword), contains(personProfiles.name, keyword)) : undefined,
  ];
  const where = and(...base, input.apply_status !== undefined ? eq(eventApplications.applyStatus, input.apply_status) : undefined);
  const rows = await db
    .select({ application: eventApplications, event: events, profile: personProfiles })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .leftJoin(personProfiles, eq(personProfiles.userId, eventApplications.athleteUserId))
    .where(where)
    .orderBy(desc(eventApplications.applyTime), desc(eventApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .leftJoin(personProfiles, eq(personProfiles.userId, eventApplications.athleteUserId))
    .where(where);
  const grouped = await db
    .select({ status: eventApplications.applyStatus, value: count() })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .leftJoin(personProfiles, eq(personProfiles.userId, eventApplications.athleteUserId))
    .where(and(...base))
    .groupBy(eventApplications.applyStatus);
  const counts = { '0': 0, '1': 0, '2': 0 };
  for (const row of grouped) {
    const key = String(row.status);
    if (key in counts) counts[key as keyof typeof counts] = row.value;
  }
  const names = await findNames(db, rows.map(({ profile }) => profile?.provinceId ?? null));
  const items: AdminEventApplyItem[] = rows.map(({ application, event, profile }) => ({
    id: application.id,
    athlete_name: profile?.name ?? '',
    province_name: profile?.provinceId ? (names.get(profile.provinceId) ?? '') : '',
    event_name: event.name,
    event_type: event.eventType,
    apply_grade: application.applyGrade,
    gradeName: gradeLabel(application.applyGrade),
    apply_way: application.applyWay,
    apply_time: toWireDateTime(application.applyTime),
    apply_status: application.applyStatus,
    apply_status_name: label(application.applyStatus),
    can_decide: mayDecide(caller, application.applyStatus),
  }));
  return { items, totalCount: total?.value ?? 0, counts };
}

/** The application named by id, or 赛事等级申请不存在; another province's is refused (decision 0023), never hidden. */
async function applicationOf(db: Database, caller: Caller, id: number, lock = false) {
  const query = db
    .select({ application: eventApplications, event: events, profile: personProfiles })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .leftJoin(personProfiles, eq(personProfiles.userId, eventApplications.athleteUserId))
    .where(eq(eventApplications.id, id));
  const [row] = lock ? await query.for('update', { of: eventApplications }) : await query;
  if (!row) throw new BusinessError(M.applicationNotFound);
  requireProvince(caller, row.profile?.provinceId ?? null);
  return row;
}

export async function applicationDetail({ db }: AdminEventDeps, caller: Caller, input: { id: number }): Promise<AdminEventApplyDetail> {
  const { application, event, profile } = await applicationOf(db, caller, input.id);
  const [account] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, application.athleteUserId));
  const [result] = application.eventResultId
    ? await db.select({ placing: eventResults.placing }).from(eventResults).where(eq(eventResults.id, application.eventResultId))
    : [];
  const audits = await db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, eventApplyWorkflow.name), eq(statusAudit.recordId, application.id)))
    .orderBy(asc(statusAudit.changedAt), asc(statusAudit.id));
  const names = await findNames(db, [profile?.provinceId ?? null, profile?.cityId ?? null]);
  // The application itself is the first row; each decision after it comes from the audit trail.
  const history: AdminEventHistoryRow[] = [
    {
      status: String(S.Awaiting),
      status_name: label(S.Awaiting),
      action: application.applyWay === 1 ? '提交自动申请' : '提交手动申请',
      comment: '',
      actor: actorLabel(Role.Athlete),
      time: toWireDateTime(application.applyTime),
    },
    ...audits.map((audit) => ({
      status: audit.toStatus,
      status_name: label(Number(audit.toStatus)),
      action: eventApplyWorkflow.transitions.find((rule) => String(rule.from) === audit.fromStatus && String(rule.to) === audit.toStatus)?.action ?? '',
      comment: audit.reason ?? '',
      actor: actorLabel(audit.actorRole),
      time: toWireDateTime(audit.changedAt),
    })),
  ];
  const may = mayDecide(caller, application.applyStatus);
  return {
    id: application.id,
    athlete_name: profile?.name ?? '',
    province_name: profile?.provinceId ? (names.get(profile.provinceId) ?? '') : '',
    event_name: event.name,
    event_type: event.eventType,
    apply_grade: application.applyGrade,
    gradeName: gradeLabel(application.applyGrade),
    apply_way: application.applyWay,
    apply_time: toWireDateTime(application.applyTime),
    apply_status: application.applyStatus,
    apply_status_name: label(application.applyStatus),
    can_decide: may,
    athlete: {
      name: profile?.name ?? '',
      // Reviewers see personal numbers in full (product-decisions §4).
      certificates_number: profile?.certificatesNumber ?? '',
      mobile: account?.mobile ?? '',
      city_name: profile?.cityId ? (names.get(profile.cityId) ?? '') : '',
    },
    event: { organizer: event.organizer, start_date: event.startDate, end_date: event.endDate, max_grade: event.maxGrade },
    placing: result?.placing ?? null,
    proof_path: application.proofPath,
    approval_comments: application.approvalComments,
    reviewed_at: application.reviewedAt ? toWireDateTime(application.reviewedAt) : null,
    history,
    actions: { can_pass: may, can_reject: may },
  };
}

/** One decision, in one transaction: the row locked, scope and role checked, the workflow's transition and comments. */
async function decide(deps: AdminEventDeps, caller: Caller, id: number, pass: boolean, comment: string): Promise<{ apply_status: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { application } = await applicationOf(tx, caller, id, true);
    if (caller.role !== Role.NationalAdministrator) throw new BusinessError(M.nationalOnly);
    if (application.applyStatus !== S.Awaiting) throw new BusinessError(M.alreadyDecided(label(application.applyStatus)));
    const to = pass ? S.Approved : S.Rejected;
    const text = comment || ADMIN_EVENT_DEFAULT_COMMENT;
    await commitTransition(tx, eventApplyWorkflow, eventApplyRecords, application.id, application.applyStatus as EventApplyStatusCode, to, {
      actor: actorOf(caller),
      reason: text,
      at: now,
      changes: { approvalComments: text, reviewedAt: now },
    });
    return { apply_status: to };
  });
}

export function passApplication(deps: AdminEventDeps, caller: Caller, input: { id: number; approval_comments: string }) {
  return decide(deps, caller, input.id, true, input.approval_comments);
}

export function rejectApplication(deps: AdminEventDeps, caller: Caller, input: { id: number; reason: string }) {
  return decide(deps, caller, input.id, false, input.reason);
}
