import {
  ADMIN_REFUND_MESSAGES,
  canViewEntries,
  type EntryItem,
  entryRefundTarget,
  ENTRY_PAGE_SIZE,
  GRADE_SUBMISSION_LABELS,
  gradeLabel,
  INSTITUTION_ENTRY_MESSAGES as M,
  OrderKind,

  paymentStatusLabel,
  type PaymentStatusCode,
  Role,
  SHEET_COLUMNS,
  SHEET_ID_TYPES,
  SHEET_LIMITS,
  SHEET_TEMPLATE_NAMES,
  type SheetKindCode,
  sheetKindOf,
} from '@badminton/contracts';
import { birthDateFromIdNumber, normalizeIdNumber, validateChineseName, validateIdByType, validateMobile } from '@badminton/validation';
import { and, asc, count, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, orders, personProfiles, testApplications, testClasses, testClassGrades, testScoreItems, users } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { whereInstitution } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { PASSWORD_FROM_LOGIN_NAME } from '../../security/passwords';
import type { UploadedFiles } from '../../uploads/receive';
import { entryRefundRecords, refundWorkflow } from '../../workflows/refund';
import { actorOf, commitTransition } from '../../workflows/transition';
import { QUALIFICATION_ACTION_MESSAGE, requireQualified } from '../institutions/qualification-gate';
import { createOrders } from '../orders/service';
import { readSheet, type SheetRow, writeSheet } from './sheets';

/**
 * The institution's entries (req: institution.md#view-entry, #row-refund, #test-scheduling-uploads; decision 0060).
 * Every function takes the signed-in institution and reaches only its own finally approved classes: another
 * institution's class or entry answers 该测试班不存在 / 该报名记录不存在, a class not yet finally approved
 * 测试班审核通过后才能查看报名. Every call passes the qualification gate first.
 */

export interface InstitutionEntryDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

const SEX_LABELS: Record<number, string> = { 0: '女', 1: '男' };
const SEX_CODES: Record<string, number> = { 女: 0, 男: 1 };
/** Rows per insert statement when a sheet is imported (well under PostgreSQL's 65,535 parameters a statement). */
const ROWS_PER_INSERT = 500;

/** The caller's own class, finally approved (the gate of every entry call). */
export async function approvedClass(db: Database, caller: Caller, id: number) {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const [row] = await db
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.id, id), whereInstitution(caller, testClasses.institutionUserId)));
  if (!row) throw new BusinessError(M.classNotFound);
  if (!canViewEntries(row.applicationStatus)) throw new BusinessError(M.notApproved);
  return row;
}

/**
 * Live entries (a place held: active, not given up) and refunded ones (their place is free, the row stays to show
 * 已退费); the retake tab (5) lists those on leave.
 */
function entryFilter(testClassId: number, type: number) {
  return type === 5
    ? and(eq(testApplications.testClassId, testClassId), eq(testApplications.leaveStatus, 1))
    : and(
        eq(testApplications.testClassId, testClassId),
        or(and(eq(testApplications.active, 1), ne(testApplications.leaveStatus, 2)), eq(testApplications.refundStatus, 2)),
      );
}

async function entryRows(db: Database, testClassId: number, type: number, limit: number | null, offset: number) {
  const query = db
    .select({
      application: testApplications,
      name: personProfiles.name,
      sex: personProfiles.sex,
      certificatesType: personProfiles.certificatesType,
      certificatesNumber: personProfiles.certificatesNumber,
      paymentStatus: orders.paymentStatus,
    })
    .from(testApplications)
    .innerJoin(personProfiles, eq(personProfiles.userId, testApplications.athleteUserId))
    .leftJoin(orders, eq(orders.id, testApplications.orderId))
    .where(entryFilter(testClassId, type))
    .orderBy(asc(testApplications.grade), asc(testApplications.createdAt), asc(testApplications.id));
  return limit === null ? query : query.limit(limit).offset(offset);
}

export async function listEntries(
  { db }: InstitutionEntryDeps,
  caller: Caller,
  input: { test_class_id: number; type: number; limit: number; page: number },
) {
  const testClass = await approvedClass(db, caller, input.test_class_id);
  const limit = Math.min(input.limit || ENTRY_PAGE_SIZE, 50);
  const rows = await entryRows(db, testClass.id, input.type, limit, (input.page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(testApplications).where(entryFilter(testClass.id, input.type));
  const ids = rows.map((row) => row.application.id);
  const scores = ids.length
    ? await db.select().from(testScoreItems).where(inArray(testScoreItems.applicationId, ids))
    : [];
  const athleteIds = rows.map((row) => row.application.athleteUserId);
  const certs = athleteIds.length
    ? await db
        .select({ userId: certificates.userId, grade: certificates.grade, numbering: certificates.certificateNumbering })
        .from(certificates)
        .where(inArray(certificates.userId, athleteIds))
    : [];
  const items: EntryItem[] = rows.map(({ application: a, ...person }) => {
    const subject = (sort: number) => {
      const item = scores.find((score) => score.applicationId === a.id && score.sort === sort);
      return item ? Number(item.score) : null;
    };
    const cert = certs.find((c) => c.userId === a.athleteUserId && c.grade === a.grade);
    return {
      application_id: a.id,
      name: person.name,
      xing_bie: SEX_LABELS[person.sex] ?? '',
      certificates_type: person.certificatesType,
      certificates_number: person.certificatesNumber,
      grade: gradeLabel(a.grade),
      grade_value: a.grade,
      test_class_title: testClass.title,
      refund_status: a.refundStatus,
      application_method: a.applicationMethod,
      arrange_group: a.arrangeGroup,
      arrange_time: a.arrangeTime,
      leave_status: a.leaveStatus,
      payment_status: person.paymentStatus ? paymentStatusLabel(person.paymentStatus as PaymentStatusCode) : null,
      subject_1: subject(1),
      subject_2: subject(2),
      subject_3: subject(3),
      subject_4: subject(4),
      certificate_grade: cert ? gradeLabel(cert.grade) : null,
      certificate_numbering: cert?.numbering ?? null,
    };
  });
  return {
    items,
    totalCount: total,
    test_class_title: testClass.title,
    grade_submission_status: GRADE_SUBMISSION_LABELS[testClass.gradeSubmissionStatus] ?? '',
    grade_submission_msg: testClass.gradeSubmissionStatus === 2 ? (testClass.gradeSubmissionMsg ?? '') : null,
    refund_status: testClass.refundStatus,
  };
}

/**
 * The row refund (req: institution.md#row-refund): the target the rule gives (`entryRefundTarget`) must be the
 * payload's `status`; the change goes through the refund workflow (compare-and-set on the status read, audit row).
 */
export async function setEntryRefund({ db, clock }: InstitutionEntryDeps, caller: Caller, input: { application_id: number; status: number }) {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const [row] = await db
    .select({ id: testApplications.id, refundStatus: testApplications.refundStatus, active: testApplications.active, testClass: testClasses })
    .from(testApplications)
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .where(and(eq(testApplications.id, input.application_id), whereInstitution(caller, testClasses.institutionUserId)));
  if (!row) throw new BusinessError(M.entryNotFound);
  if (!canViewEntries(row.testClass.applicationStatus)) throw new BusinessError(M.notApproved);
  const target = row.active === 1 ? entryRefundTarget(row.refundStatus, row.testClass.refundStatus) : null;
  if (target === null) throw new BusinessError(M.refundNotOffered);
  if (target !== input.status) throw new BusinessError(M.refundChanged);
  const at = clock.now();
  await db.transaction(async (tx) => {
    // Locked: once the national association approved the refund (decision 0069) the request can no longer be cancelled,
    // and an approval racing this cancel waits for it (or it for the approval).
    const [locked] = await tx
      .select({ refundStatus: testApplications.refundStatus, approvedAt: testApplications.refundApprovedAt, byClass: testApplications.refundByClass })
      .from(testApplications)
      .where(eq(testApplications.id, row.id))
      .for('update');
    if (!locked || locked.refundStatus !== row.refundStatus) throw new BusinessError(M.refundChanged);
    if (target === 0 && (locked.approvedAt !== null || locked.byClass === 1)) throw new BusinessError(ADMIN_REFUND_MESSAGES.approvedCannotCancel);
    try {
      await commitTransition(tx, refundWorkflow, entryRefundRecords, row.id, locked.refundStatus as 0 | 1, target, {
        actor: actorOf(caller),
        at,
        reason: target === 1 ? '机构申请报名退费' : '机构取消报名退费',
        changes: target === 1 ? { refundRequestedAt: at, refundApprovedAt: null, refundApprovedBy: null, refundNote: null } : { refundRequestedAt: null },
      });
    } catch (error) {
      if (error instanceof BusinessError) throw new BusinessError(M.refundChanged);
      throw error;
    }
  });
  return {};
}

const ID_TYPE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(SHEET_ID_TYPES).map(([name, code]) => [code, name]));

/** The sign-up sheet of a class: every live entry, as a real xlsx built here. */
export async function downloadEntrySheet({ db }: InstitutionEntryDeps, caller: Caller, input: { test_class_id: number }) {
  const testClass = await approvedClass(db, caller, input.test_class_id);
  const rows = await entryRows(db, testClass.id, 1, null, 0);
  const columns = ['姓名', '性别', '证件类型', '证件号码', '报考等级', '报名方式', '订单状态', '分组', '测试时间', '退费状态'];
  const filePath = await writeSheet(
    '报名信息',
    columns,
    rows.map(({ application: a, ...p }) => [
      p.name,
      SEX_LABELS[p.sex] ?? '',
      ID_TYPE_NAMES[p.certificatesType] ?? '',
      p.certificatesNumber,
      gradeLabel(a.grade),
      a.applicationMethod === 2 ? '机构批量报名' : '本人报名',
      p.paymentStatus ? paymentStatusLabel(p.paymentStatus as PaymentStatusCode) : '',
      a.arrangeGroup ?? '',
      a.arrangeTime ?? '',
      ['未退费', '退费中', '已退费'][a.refundStatus] ?? '退费失败',
    ]),
  );
  return { filePath, fileName: `${testClass.title}-报名信息.xlsx` };
}

/** The template of a kind: the header row and one sample row. */
export async function sheetTemplate(input: { id: number }) {
  const kind = sheetKindOf(input.id);
  const samples: Record<SheetKindCode, (string | number)[]> = {
    1: ['张三', '男', '居民身份证', '110101201001010011', '2010-01-01', '13800000000', '一级'],
    2: ['张三', '110101201001010011', '一级', '第一组', '2026-12-01 09:00'],
    3: ['张三', '110101201001010011', '一级'],
  };
  return { filePath: await writeSheet('模板', SHEET_COLUMNS[kind], [samples[kind]]), fileName: SHEET_TEMPLATE_NAMES[kind] };
}

// ---------------------------------------------------------------- imports

export interface RowError {
  row: number;
  name_zh: string;
  errorMsg: string;
}

export interface ImportAnswer {
  isSuccess: boolean;
  errorMsg: string;
  items: number;
  data: { errorList: RowError[]; retakeList: Array<{ name_zh: string; certificates_number: string; grade: string }> };
}

const GRADE_BY_LABEL = new Map(Array.from({ length: 16 }, (_, i) => [gradeLabel(i + 1), i + 1] as const));

function gradeOf(text: string): number | null {
  if (GRADE_BY_LABEL.has(text)) return GRADE_BY_LABEL.get(text) ?? null;
  return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 16 ? Number(text) : null;
}

function refused(errorList: RowError[]): ImportAnswer {
  return { isSuccess: false, errorMsg: M.rowErrors, items: 0, data: { errorList, retakeList: [] } };
}

/** Rolled back on purpose: the rows it carries are answered as the per-person errors, nothing stays. */
class RowsRefused extends Error {
  constructor(readonly errorList: RowError[]) {
    super('rows refused');
  }
}

/**
 * `TestMechanism/ImportEntrySheet`: the file (already checked by content and bounds by the upload pipeline) read with
 * exceljs, every row checked by the kind's rules, then — only when no row has an error — all rows written in ONE
 * transaction. A row that fails inside the transaction (a place taken meanwhile) rolls everything back.
 */
export async function importSheet(deps: InstitutionEntryDeps, caller: Caller, input: { test_class_id: number; id: number }, files: UploadedFiles): Promise<ImportAnswer> {
  const testClass = await approvedClass(deps.db, caller, input.test_class_id);
  const file = files.file?.[0];
  if (!file) throw new BusinessError(M.noFile);
  if (file.kind !== 'xlsx') throw new BusinessError(M.fileType);
  const kind = sheetKindOf(input.id);
  const rows = await readSheet(file.content, SHEET_COLUMNS[kind], M, SHEET_LIMITS.maxRows);
  try {
    if (kind === 1) return await importSignUps(deps, caller, testClass, rows);
    if (kind === 2) return await importArrangement(deps, testClass.id, rows);
    return await importLeave(deps, testClass.id, rows);
  } catch (error) {
    if (error instanceof RowsRefused) return refused(error.errorList);
    throw error;
  }
}

type TestClassRow = typeof testClasses.$inferSelect;

interface SignUpRow {
  row: number;
  name: string;
  sex: number;
  idType: 1 | 2 | 3 | 4;
  idNumber: string;
  birthday: string;
  mobile: string;
  grade: number;
}

async function importSignUps(deps: InstitutionEntryDeps, caller: Caller, testClass: TestClassRow, rows: SheetRow[]): Promise<ImportAnswer> {
  const { db, clock, jobs } = deps;
  if (testClass.gradeSubmissionStatus !== 0) throw new BusinessError(M.signUpClosed);
  const now = clock.now();
  const fees = new Map(
    (await db.select().from(testClassGrades).where(eq(testClassGrades.testClassId, testClass.id))).map((g) => [g.grade, g.feeFen] as const),
  );
  const errors: RowError[] = [];
  const valid: SignUpRow[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const [name, sexText, idTypeText, idText, birthText, mobile, gradeText] = cells;
    const fail = (errorMsg: string) => errors.push({ row, name_zh: name, errorMsg });
    const nameProblem = validateChineseName(name);
    if (nameProblem) {
      fail(nameProblem);
      continue;
    }
    const sex = SEX_CODES[sexText];
    if (sex === undefined) {
      fail(M.row.sex);
      continue;
    }
    const idType = SHEET_ID_TYPES[idTypeText];
    if (!idType) {
      fail(M.row.idType);
      continue;
    }
    const idProblem = validateIdByType(idType, idText, { today: now });
    if (idProblem) {
      fail(idProblem);
      continue;
    }
    const idNumber = normalizeIdNumber(idText);
    const birthday = idType === 1 ? birthDateFromIdNumber(idNumber) : /^\d{4}-\d{2}-\d{2}$/.test(birthText) ? birthText : null;
    if (!birthday) {
      fail(M.row.birthday);
      continue;
    }
    const mobileProblem = validateMobile(mobile);
    if (mobileProblem) {
      fail(mobileProblem);
      continue;
    }
    const grade = gradeOf(gradeText);
    if (grade === null || !fees.has(grade)) {
      fail(M.row.grade);
      continue;
    }
    const key = `${idType}:${idNumber}:${grade}`;
    if (seen.has(key)) {
      fail(M.row.duplicate);
      continue;
    }
    seen.add(key);
    valid.push({ row, name, sex, idType, idNumber, birthday, mobile, grade });
  }
  // Existing accounts: an athlete account whose login name or profile is this document; another role's → refused.
  const numbers = [...new Set(valid.map((r) => r.idNumber))];
  const known = numbers.length
    ? await db
        .select({ userId: personProfiles.userId, type: personProfiles.certificatesType, number: personProfiles.certificatesNumber, usertype: users.usertype })
        .from(personProfiles)
        .innerJoin(users, eq(users.id, personProfiles.userId))
        .where(inArray(personProfiles.certificatesNumber, numbers))
    : [];
  const loginTaken = numbers.length
    ? await db
        .select({ id: users.id, loginName: users.loginName })
        .from(users)
        .where(and(eq(users.usertype, Role.Athlete), inArray(users.loginName, numbers)))
    : [];
  const athleteOf = new Map<string, number>();
  for (const k of known) if (k.usertype === Role.Athlete) athleteOf.set(`${k.type}:${k.number}`, k.userId);
  const existingIds = [...new Set([...athleteOf.values()])];
  const live = existingIds.length
    ? await db
        .select({ athleteUserId: testApplications.athleteUserId, grade: testApplications.grade, leaveStatus: testApplications.leaveStatus, testClassId: testApplications.testClassId, active: testApplications.active })
        .from(testApplications)
        .where(inArray(testApplications.athleteUserId, existingIds))
    : [];
  const retakeList: ImportAnswer['data']['retakeList'] = [];
  for (const r of valid) {
    const userId = athleteOf.get(`${r.idType}:${r.idNumber}`);
    if (userId === undefined) {
      if (loginTaken.some((u) => u.loginName === r.idNumber)) errors.push({ row: r.row, name_zh: r.name, errorMsg: M.row.notAthlete });
      continue;
    }
    if (live.some((l) => l.athleteUserId === userId && l.testClassId === testClass.id && l.grade === r.grade && l.active === 1 && l.leaveStatus !== 2)) {
      errors.push({ row: r.row, name_zh: r.name, errorMsg: M.row.alreadySignedUp });
      continue;
    }
    if (live.some((l) => l.athleteUserId === userId && l.grade === r.grade && l.leaveStatus === 1)) {
      retakeList.push({ name_zh: r.name, certificates_number: r.idNumber, grade: gradeLabel(r.grade) });
    }
  }
  if (errors.length) return refused(errors.sort((a, b) => a.row - b.row));
  if (testClass.seatsTaken + valid.length > testClass.testNum) throw new BusinessError(M.full);
  const imported = await db.transaction(async (tx) => {
    const taken = await tx
      .update(testClasses)
      .set({ seatsTaken: sql`${testClasses.seatsTaken} + ${valid.length}` })
      .where(and(eq(testClasses.id, testClass.id), lte(sql`${testClasses.seatsTaken} + ${valid.length}`, testClasses.testNum), eq(testClasses.gradeSubmissionStatus, 0)))
      .returning({ id: testClasses.id });
    if (taken.length !== 1) throw new BusinessError(M.full);
    // Multi-row inserts, ROWS_PER_INSERT at a time: a 5,000-row sheet is a few dozen statements (decision 0060).
    const fresh = valid.filter((r) => !athleteOf.has(`${r.idType}:${r.idNumber}`));
    for (let i = 0; i < fresh.length; i += ROWS_PER_INSERT) {
      const slice = fresh.slice(i, i + ROWS_PER_INSERT);
      // A new account: the ID number is the sign-in name, its last six characters the first password (decision 0060).
      const created = await tx
        .insert(users)
        .values(slice.map((r) => ({ usertype: Role.Athlete, loginName: r.idNumber, passwordHash: PASSWORD_FROM_LOGIN_NAME, isVerify: false, contactMobile: r.mobile, createdAt: now })))
        .returning({ id: users.id, loginName: users.loginName });
      const idOf = new Map(created.map((u) => [u.loginName, u.id] as const));
      await tx.insert(personProfiles).values(
        slice.map((r) => ({
          userId: idOf.get(r.idNumber)!,
          name: r.name,
          englishName: '',
          sex: r.sex,
          certificatesType: r.idType,
          certificatesNumber: r.idNumber,
          birthday: r.birthday,
          createdAt: now,
          updatedAt: now,
        })),
      );
      for (const r of slice) athleteOf.set(`${r.idType}:${r.idNumber}`, idOf.get(r.idNumber)!);
    }
    const bills = await createOrders(
      tx,
      jobs,
      valid.map((r) => ({
        userId: caller.userId,
        userType: Role.Institution,
        kind: OrderKind.InstitutionPaidFee,
        description: `${testClass.title} ${r.name} ${gradeLabel(r.grade)}报名费（机构代缴）`,
        amountFen: fees.get(r.grade) ?? 0,
        at: now,
        isBatch: true,
        paymentWindowMinutes: null,
      })),
    );
    const entries = valid.map((r, index) => ({
      athleteUserId: athleteOf.get(`${r.idType}:${r.idNumber}`)!,
      testClassId: testClass.id,
      grade: r.grade,
      orderId: bills[index].id,
      coachStatus: 0,
      train: '',
      coach: '',
      coachPhone: '无',
      applicationMethod: 2,
      createdAt: now,
    }));
    for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) await tx.insert(testApplications).values(entries.slice(i, i + ROWS_PER_INSERT));
    return valid.length;
  });
  return { isSuccess: true, errorMsg: '', items: imported, data: { errorList: [], retakeList } };
}

interface Located {
  row: number;
  name: string;
  applicationId: number;
}

/** The live entries of the class by document number and grade, for the arrangement and leave sheets. */
async function locate(db: Database, testClassId: number, rows: SheetRow[], extra: (cells: string[]) => string | null) {
  const entries = await db
    .select({ id: testApplications.id, grade: testApplications.grade, number: personProfiles.certificatesNumber, leaveStatus: testApplications.leaveStatus })
    .from(testApplications)
    .innerJoin(personProfiles, eq(personProfiles.userId, testApplications.athleteUserId))
    .where(and(eq(testApplications.testClassId, testClassId), eq(testApplications.active, 1), ne(testApplications.leaveStatus, 2)));
  const byKey = new Map(entries.map((e) => [`${e.number}:${e.grade}`, e]));
  const errors: RowError[] = [];
  const found: Array<Located & { cells: string[]; leaveStatus: number }> = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const [name, idText, gradeText] = cells;
    const fail = (errorMsg: string) => errors.push({ row, name_zh: name, errorMsg });
    const nameProblem = validateChineseName(name);
    if (nameProblem) {
      fail(nameProblem);
      continue;
    }
    const grade = gradeOf(gradeText);
    if (grade === null) {
      fail(M.row.grade);
      continue;
    }
    const key = `${normalizeIdNumber(idText)}:${grade}`;
    if (seen.has(key)) {
      fail(M.row.duplicate);
      continue;
    }
    seen.add(key);
    const entry = byKey.get(key);
    if (!entry) {
      fail(M.row.notEntered);
      continue;
    }
    const problem = extra(cells);
    if (problem) {
      fail(problem);
      continue;
    }
    found.push({ row, name, applicationId: entry.id, cells, leaveStatus: entry.leaveStatus });
  }
  return { errors, found };
}

async function importArrangement({ db }: InstitutionEntryDeps, testClassId: number, rows: SheetRow[]): Promise<ImportAnswer> {
  const { errors, found } = await locate(db, testClassId, rows, ([, , , group, time]) => {
    if (!group || group.length > 20) return M.row.group;
    if (!time || time.length > 50) return M.row.time;
    return null;
  });
  if (errors.length) return refused(errors);
  // One update per ROWS_PER_INSERT rows, joined to a VALUES list of (entry, group, time).
  await db.transaction(async (tx) => {
    for (let i = 0; i < found.length; i += ROWS_PER_INSERT) {
      const list = sql.join(
        found.slice(i, i + ROWS_PER_INSERT).map((f) => sql`(${f.applicationId}::integer, ${f.cells[3]}::text, ${f.cells[4]}::text)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${testApplications} set arrange_group = v.arrange_group, arrange_time = v.arrange_time from (values ${list}) as v(id, arrange_group, arrange_time) where ${testApplications.id} = v.id`,
      );
    }
  });
  return { isSuccess: true, errorMsg: '', items: found.length, data: { errorList: [], retakeList: [] } };
}

/** Leave records: each row's live entry 0 → 1 (compare-and-set on 0; a row changed meanwhile rolls all back). */
async function importLeave({ db }: InstitutionEntryDeps, testClassId: number, rows: SheetRow[]): Promise<ImportAnswer> {
  const { errors, found } = await locate(db, testClassId, rows, () => null);
  for (const f of found) if (f.leaveStatus !== 0) errors.push({ row: f.row, name_zh: f.name, errorMsg: M.row.alreadyOnLeave });
  if (errors.length) return refused(errors.sort((a, b) => a.row - b.row));
  await db.transaction(async (tx) => {
    const changed: RowError[] = [];
    for (const f of found) {
      const done = await tx
        .update(testApplications)
        .set({ leaveStatus: 1 })
        .where(and(eq(testApplications.id, f.applicationId), eq(testApplications.leaveStatus, 0), eq(testApplications.active, 1)))
        .returning({ id: testApplications.id });
      if (done.length !== 1) changed.push({ row: f.row, name_zh: f.name, errorMsg: M.row.alreadyOnLeave });
    }
    if (changed.length) throw new RowsRefused(changed);
  });
  return { isSuccess: true, errorMsg: '', items: found.length, data: { errorList: [], retakeList: [] } };
}

