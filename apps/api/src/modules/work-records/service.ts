import { createHmac } from 'node:crypto';
import {
  type EvaluatorAssignmentItem,
  TestClassStatus,
  SUPERVISION_FORM_TEMPLATE_PATH,
  SUPERVISION_FORM_UPLOAD_STATUSES,
  WORK_RECORD_MESSAGES as M,
} from '@badminton/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutionProfiles, supervisionForms, testClasses, testClassEvaluators, testClassGrades } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller, UploadedFiles } from '../../registry/types';
import { randomSecret } from '../../security/secrets';
import type { Storage } from '../../storage/storage';

/**
 * The evaluator's work records and the supervision form (002 §2, §7–§9; decision 0035). An evaluator sees only the
 * classes they are assigned to (`test_class_evaluators`); a class they are not assigned to answers like a missing one.
 * The leader uploads the class's one supervision form while its grade submission is 1, 3 or 4; the primary key of
 * `supervision_forms` makes it one form per class however many uploads race. Forms are stored outside the public
 * upload folders and handed out only through short-lived signed addresses (`./files.ts`).
 */

export interface WorkRecordDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Key of the signed download addresses (`deriveKey(private key, 'supervision-form')`). */
  fileKey: Buffer;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

/** How long a signed download address of a supervision form works. */
export const DOWNLOAD_LINK_SECONDS = 300;
/** Where the download route answers (`/api/files/supervision/<test class id>?e=&t=`). */
export const SUPERVISION_DOWNLOAD_PREFIX = '/api/files/supervision/';
/** Storage folder of the forms; never served by the public file route (`./files.ts` answers 404 there). */
export const SUPERVISION_FOLDER = 'supervision';

/** The token of a download address: an HMAC of the class and the expiry (seconds since the epoch). */
export function downloadToken(key: Buffer, testClassId: number, expires: number): string {
  return createHmac('sha256', key).update(`supervision-form:${testClassId}:${expires}`, 'utf8').digest('hex').slice(0, 32);
}

export function downloadUrl(key: Buffer, testClassId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  return `${SUPERVISION_DOWNLOAD_PREFIX}${testClassId}?e=${expires}&t=${downloadToken(key, testClassId, expires)}`;
}

/** The leader may upload: status 1, 3 or 4 and no form yet (002 §7). */
export function uploadRefusal(row: { isLeader: boolean; status: number; hasForm: boolean }): string | null {
  if (!row.isLeader) return M.notLeader;
  if (!SUPERVISION_FORM_UPLOAD_STATUSES.includes(row.status)) return M.statusNotOpen;
  if (row.hasForm) return M.alreadyUploaded;
  return null;
}

export async function listAssignments(deps: WorkRecordDeps, caller: Caller, input: { limit: number; page: number }) {
  const { db } = deps;
  // Only classes the association approved are work (decision 0035): an application under review or refused is not.
  const mine = and(eq(testClassEvaluators.evaluatorUserId, caller.userId), eq(testClasses.applicationStatus, TestClassStatus.Approved));
  const [{ total }] = await db
    .select({ total: count() })
    .from(testClassEvaluators)
    .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
    .where(mine);
  const page = toPage(input);
  const rows = await db
    .select({
      id: testClasses.id,
      title: testClasses.title,
      fullName: institutionProfiles.fullName,
      start: testClasses.testStartTime,
      end: testClasses.testEndTime,
      level: testClassEvaluators.level,
      isLeader: testClassEvaluators.isLeader,
      status: testClasses.gradeSubmissionStatus,
      form: supervisionForms.testClassId,
    })
    .from(testClassEvaluators)
    .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .leftJoin(supervisionForms, eq(supervisionForms.testClassId, testClasses.id))
    .where(mine)
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const grades = new Map<number, number[]>();
  if (rows.length > 0) {
    const offered = await db
      .select({ testClassId: testClassGrades.testClassId, grade: testClassGrades.grade })
      .from(testClassGrades)
      .where(inArray(testClassGrades.testClassId, rows.map((row) => row.id)))
      .orderBy(asc(testClassGrades.grade));
    for (const { testClassId, grade } of offered) grades.set(testClassId, [...(grades.get(testClassId) ?? []), grade]);
  }
  const items: EvaluatorAssignmentItem[] = rows.map((row) => {
    const hasForm = row.form !== null;
    return {
      id: row.id,
      test_class_title: row.title,
      mechanism_fullName: row.fullName ?? '',
      test_start_time: toWireDateTime(row.start),
      test_end_time: toWireDateTime(row.end),
      grade: grades.get(row.id) ?? [],
      isleader: row.isLeader ? 1 : 0,
      evaluator_rank: row.level,
      isHasAttachments: hasForm ? 1 : 0,
      grade_submission_status: row.status,
      canUpload: uploadRefusal({ isLeader: row.isLeader, status: row.status, hasForm }) === null,
    };
  });
  return { totalCount: total, items, url: SUPERVISION_FORM_TEMPLATE_PATH };
}

/** The caller's assignment to a class, with the class's status and whether it has a form; null when not assigned. */
async function findAssignment(db: Database, caller: Caller, testClassId: number, lock: boolean) {
  const query = db
    .select({ isLeader: testClassEvaluators.isLeader, status: testClasses.gradeSubmissionStatus, form: supervisionForms.testClassId })
    .from(testClassEvaluators)
    .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
    .leftJoin(supervisionForms, eq(supervisionForms.testClassId, testClasses.id))
    .where(and(eq(testClassEvaluators.testClassId, testClassId), eq(testClassEvaluators.evaluatorUserId, caller.userId)));
  // The class row is share-locked, so its grade submission cannot move while the form is written.
  const [row] = lock ? await query.for('share', { of: testClasses }) : await query;
  return row ? { isLeader: row.isLeader, status: row.status, hasForm: row.form !== null } : null;
}

const EXTENSIONS = { pdf: 'pdf', jpg: 'jpg', png: 'png' } as const;

/**
 * The name a form is downloaded under: the client's file name without folders or control characters, at most 80
 * characters, with the extension of what the content is; 监督表.<ext> when nothing is left.
 */
export function formFileName(clientName: string, kind: keyof typeof EXTENSIONS): string {
  const base = (clientName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 80);
  return `${base || '监督表'}.${EXTENSIONS[kind]}`;
}

/**
 * The leader's upload of the class's supervision form (002 §7–§8): assigned (else 该测试班不存在或您未参与该测试班),
 * leader, status 1/3/4, none yet — checked before the file is stored and again, under a share lock on the class, in the
 * transaction that inserts the row. The primary key refuses a second form, so of concurrent uploads exactly one wins;
 * the loser's file is deleted and it is answered 监督表已上传，不可修改.
 */
export async function uploadForm(
  deps: WorkRecordDeps,
  caller: Caller,
  input: { id: number },
  files: UploadedFiles,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<Record<string, never>> {
  const [file] = files.file ?? [];
  if (!file) fail(M.fileRequired);
  const kind = file.kind === 'xlsx' || file.kind === 'mp4' ? fail(M.fileType) : file.kind; // never xlsx or mp4: the field accepts neither
  const before = await findAssignment(deps.db, caller, input.id, false);
  if (!before) fail(M.classNotFound);
  const refusal = uploadRefusal(before);
  if (refusal) fail(refusal);

  const key = `${SUPERVISION_FOLDER}/${input.id}/${randomSecret(12)}.${EXTENSIONS[kind]}`;
  await deps.storage.put(key, file.content);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findAssignment(tx, caller, input.id, true);
      if (!row) fail(M.classNotFound);
      const again = uploadRefusal(row);
      if (again) fail(again);
      await tx.insert(supervisionForms).values({
        testClassId: input.id,
        filePath: key,
        fileName: formFileName(file.name, kind),
        uploadedBy: caller.userId,
        uploadedAt: deps.clock.now(),
      });
    });
  } catch (error) {
    try {
      await deps.storage.delete(key);
    } catch (removal) {
      log?.warn({ err: removal, testClassId: input.id }, 'supervision form: file of a refused upload not deleted');
    }
    if (isUniqueViolation(error)) fail(M.alreadyUploaded);
    throw error;
  }
  log?.info({ testClassId: input.id, userId: caller.userId }, 'supervision form uploaded');
  return {};
}

/** The signed download address of a class's form, for an evaluator assigned to the class (else 该测试班暂无监督表). */
export async function downloadForm(deps: WorkRecordDeps, caller: Caller, input: { id: number }) {
  const [form] = await deps.db
    .select({ fileName: supervisionForms.fileName })
    .from(supervisionForms)
    .innerJoin(
      testClassEvaluators,
      and(eq(testClassEvaluators.testClassId, supervisionForms.testClassId), eq(testClassEvaluators.evaluatorUserId, caller.userId)),
    )
    .where(eq(supervisionForms.testClassId, input.id));
  if (!form) fail(M.formNotFound);
  return { file_path: downloadUrl(deps.fileKey, input.id, deps.clock.now()), file_name: form.fileName };
}
