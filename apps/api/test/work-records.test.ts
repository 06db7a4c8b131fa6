import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  downloadAttachment,
  getEvaluatorAssignments,
  getOwnCertificates,
  GradeSubmissionStatus,
  MESSAGES,
  Role,
  SUPERVISION_FORM_TEMPLATE_PATH,
  TestClassStatus,
  type TestClassStatusCode,
  uploadSupervisionForm,
  WORK_RECORD_MESSAGES as M,
} from '@badminton/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificateImagePath } from '../src/certificates/index';
import { certificates, institutionProfiles, supervisionForms, testClasses, testClassEvaluators, testClassGrades } from '../src/db/schema';
import { supervisionFormPdf } from '../src/modules/work-records/template';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callOk, type FormFile } from './helpers/call';
import { jpegImage, pngImage } from './helpers/images';
import { pdfText } from './helpers/pdf-text';

/**
 * The evaluator's work records and the supervision form (issue 14 part W, decision 0035): the list (own assignments,
 * 10 per page, the template), the upload's rules (leader only, statuses 1/3/4, one form per class — also when uploads
 * race —, content and size), the signed download (assigned evaluators only, expiring, never at a public address) and
 * the evaluator's certificates 31–33 with their images.
 */

const DAY = 86_400_000;
type Who = { userId: number; userToken: string };

let t: TestApp;
let leader: Who;
let other: Who;
let athlete: Who;
let institutionId: number;
let serial = 0;

async function addClass(options: {
  status: number;
  grades?: number[];
  start?: Date;
  application?: TestClassStatusCode;
  crew: Array<{ who: Who; isLeader: boolean; level?: number }>;
}) {
  serial += 1;
  const start = options.start ?? new Date(Date.now() - (40 - serial) * DAY);
  const [testClass] = await t.database.db
    .insert(testClasses)
    .values({
      institutionUserId: institutionId,
      title: `工作记录测试班${serial}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路1号',
      registrationStartTime: new Date(start.getTime() - 40 * DAY),
      registrationEndTime: new Date(start.getTime() - 10 * DAY),
      testStartTime: start,
      testEndTime: new Date(start.getTime() + 8 * 3_600_000),
      testNum: 40,
      applicationStatus: options.application ?? TestClassStatus.Approved,
      contact: '张老师',
      contactNumber: '13900000000',
      gradeSubmissionStatus: options.status,
      createdAt: start,
    })
    .returning({ id: testClasses.id });
  await t.database.db.insert(testClassGrades).values((options.grades ?? [4, 5]).map((grade) => ({ testClassId: testClass.id, grade, feeFen: 20_000 })));
  for (const member of options.crew) {
    await t.database.db
      .insert(testClassEvaluators)
      .values({ testClassId: testClass.id, evaluatorUserId: member.who.userId, level: member.level ?? 1, isLeader: member.isLeader });
  }
  return testClass.id;
}

const asLeader = (who: Who) => ({ userToken: who.userToken, userId: who.userId });

function upload(who: Who, id: number, files: FormFile[]) {
  return callForm(t.app, uploadSupervisionForm.path, { id }, files, asLeader(who));
}

function pdfFile(content: Uint8Array = supervisionFormPdf({ classTitle: '测试班' }), filename = '监督表.pdf'): FormFile {
  return { name: 'file', content, filename, type: 'application/pdf' };
}

async function refusal(envelope: { result: { isSuccess: boolean; errorMsg?: string } | null }): Promise<string | undefined> {
  expect(envelope.result?.isSuccess).toBe(false);
  return envelope.result?.errorMsg;
}

async function storedForms(testClassId: number): Promise<string[]> {
  try {
    return await readdir(path.join(t.config.storageRoot, 'supervision', String(testClassId)));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  t = await build({ demo: null });
  leader = await signedInUser(t.database.db, Role.Evaluator);
  other = await signedInUser(t.database.db, Role.Evaluator);
  athlete = await signedInUser(t.database.db, Role.Athlete);
  const institution = await signedInUser(t.database.db, Role.Institution);
  institutionId = institution.userId;
  await t.database.db.insert(institutionProfiles).values({
    userId: institutionId,
    fullName: '广州市工作记录测试机构有限公司',
    nickname: '工作记录测试机构',
    businessLicense: '/wwwroot/x.png',
    provinceId: 440000,
    cityId: 440100,
    districtId: 440106,
    detailedAddress: '体育西路1号',
    legalPerson: '张三',
    certificatesType: 1,
    legalPersonIdNumber: '440106199001011234',
    approvalStatus: 3,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}, 60_000);
afterAll(() => t.close());

describe('UserCoachApi/GetEvaluatorAssignments', () => {
  it('lists only the caller’s assignments, newest test first, 10 per page, with the grades, the flags and the template', async () => {
    const fresh = await signedInUser(t.database.db, Role.Evaluator);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await addClass({
          status: [0, 1, 2, 3, 4][i % 5],
          grades: [4 + (i % 3), 7],
          start: new Date(Date.UTC(2025, 0, 1 + i, 1)),
          crew: [
            { who: fresh, isLeader: i % 2 === 0, level: 1 + (i % 3) },
            { who: other, isLeader: i % 2 === 1 },
          ],
        }),
      );
    }
    await addClass({ status: 1, crew: [{ who: other, isLeader: true }] });
    // Applications under review or refused are no work yet, however new their test day.
    for (const application of [TestClassStatus.Applied, TestClassStatus.ProvinceApproved, TestClassStatus.Rejected]) {
      await addClass({ status: 0, application, start: new Date(Date.UTC(2025, 1, 1)), crew: [{ who: fresh, isLeader: true }] });
    }
    const first = await callOk(t.app, getEvaluatorAssignments.path, { page: 1, limit: 10 }, asLeader(fresh));
    expect(first.totalCount).toBe(12);
    expect(first.url).toBe(SUPERVISION_FORM_TEMPLATE_PATH);
    const items = first.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(items[0]).toEqual({
      id: ids[11],
      test_class_title: expect.stringMatching(/^工作记录测试班/),
      mechanism_fullName: '广州市工作记录测试机构有限公司',
      test_start_time: '2025-01-12 09:00:00',
      test_end_time: '2025-01-12 17:00:00',
      grade: [6, 7],
      isleader: 0,
      evaluator_rank: 3,
      isHasAttachments: 0,
      grade_submission_status: 1,
      canUpload: false,
    });
    // Leader and status 1, 3 or 4 → canUpload; 0 and 2 never.
    for (const item of items) {
      expect(item.canUpload).toBe(item.isleader === 1 && [1, 3, 4].includes(item.grade_submission_status as number));
    }
    const second = await callOk(t.app, getEvaluatorAssignments.path, { page: 2 }, asLeader(fresh));
    expect((second.items as unknown[]).length).toBe(2);
    expect(second.totalCount).toBe(12);
  });

  it('is for evaluators only', async () => {
    const envelope = await call(t.app, getEvaluatorAssignments.path, { page: 1 }, asLeader(athlete));
    expect(envelope.error?.message ?? envelope.result?.errorMsg).toBe(MESSAGES.forbidden);
  });

  it('serves the template: a one-page PDF form, as a download', async () => {
    const response = await t.app.inject({ method: 'GET', url: SUPERVISION_FORM_TEMPLATE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="supervision-form-template\.pdf"; filename\*=UTF-8''/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload).join('');
    expect(text).toContain('考评工作监督表');
    expect(text).toContain('考评组长（签字）');
  });
});

describe('UserCoachApi/UploadSupervisionForm', () => {
  // A fresh leader per test: the upload call counts 20 submits per user in 10 minutes (decision 0020).
  let leader: Who;
  beforeEach(async () => {
    leader = await signedInUser(t.database.db, Role.Evaluator);
  });

  it('takes the leader’s PDF while the grades are submitted, and refuses a second form', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Submitted, crew: [{ who: leader, isLeader: true }, { who: other, isLeader: false }] });
    const envelope = await upload(leader, id, [pdfFile(undefined, '羽翔 监督表（签字）.pdf')]);
    expect(envelope.result).toMatchObject({ isSuccess: true });
    const [form] = await t.database.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, id));
    expect(form).toMatchObject({ uploadedBy: leader.userId, fileName: '羽翔 监督表（签字）.pdf' });
    expect(form.filePath).toMatch(new RegExp(`^supervision/${id}/[\\w-]+\\.pdf$`));
    const list = await callOk(t.app, getEvaluatorAssignments.path, { page: 1 }, asLeader(leader));
    expect((list.items as Array<Record<string, unknown>>).find((item) => item.id === id)).toMatchObject({ isHasAttachments: 1, canUpload: false });

    expect(await refusal(await upload(leader, id, [pdfFile()]))).toBe(M.alreadyUploaded);
    expect(await storedForms(id)).toHaveLength(1);
  });

  it('takes a JPG or PNG photo when approved or published, re-encoded', async () => {
    const approved = await addClass({ status: GradeSubmissionStatus.Approved, crew: [{ who: leader, isLeader: true }] });
    const published = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: true }] });
    expect((await upload(leader, approved, [{ name: 'file', content: await pngImage(80, 60), filename: 'scan.png', type: 'image/png' }])).result?.isSuccess).toBe(true);
    expect((await upload(leader, published, [{ name: 'file', content: await jpegImage(80, 60, { exif: true }), filename: 'photo.jpeg', type: 'image/jpeg' }])).result?.isSuccess).toBe(
      true,
    );
    const [jpg] = await t.database.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, published));
    expect(jpg.fileName).toBe('photo.jpg');
    const stored = await t.storage.get(jpg.filePath);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('refuses a member who is not the leader, a class not assigned or missing, and the statuses 0 and 2', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: false }, { who: other, isLeader: true }] });
    expect(await refusal(await upload(leader, id, [pdfFile()]))).toBe(M.notLeader);
    const notMine = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: other, isLeader: true }] });
    expect(await refusal(await upload(leader, notMine, [pdfFile()]))).toBe(M.classNotFound);
    expect(await refusal(await upload(leader, 999_999, [pdfFile()]))).toBe(M.classNotFound);
    for (const status of [GradeSubmissionStatus.Unsubmitted, GradeSubmissionStatus.Rejected]) {
      const closed = await addClass({ status, crew: [{ who: leader, isLeader: true }] });
      expect(await refusal(await upload(leader, closed, [pdfFile()]))).toBe(M.statusNotOpen);
      expect(await storedForms(closed)).toEqual([]);
    }
    expect(await storedForms(id)).toEqual([]);
  });

  it('refuses an upload without a file, and a non-evaluator', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Submitted, crew: [{ who: leader, isLeader: true }] });
    expect(await refusal(await upload(leader, id, []))).toBe(M.fileRequired);
    const envelope = await upload(athlete, id, [pdfFile()]);
    expect(envelope.error?.message ?? envelope.result?.errorMsg).toBe(MESSAGES.forbidden);
  });

  it('checks the content, never the name: HTML or text named .pdf, a PDF with JavaScript or embedded files, a truncated PDF, a GIF', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Submitted, crew: [{ who: leader, isLeader: true }] });
    const pdf = Buffer.from(supervisionFormPdf());
    const bad: Array<[string, Uint8Array]> = [
      ['html.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['text.pdf', Buffer.from('这不是一份监督表')],
      ['script.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\nstartxref\n0\n%%EOF\n')],
      ['escaped.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /S /J#61vaScript >> endobj\nstartxref\n0\n%%EOF\n')],
      ['embedded.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj\nstartxref\n0\n%%EOF\n')],
      ['truncated.pdf', pdf.subarray(0, pdf.length - 200)],
      ['image.gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
      ['header.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php echo 1; ?>')])],
    ];
    for (const [filename, content] of bad) {
      expect(await refusal(await upload(leader, id, [{ name: 'file', content, filename }])), filename).toBe(M.fileType);
    }
    expect(await storedForms(id)).toEqual([]);
    expect((await upload(leader, id, [{ name: 'file', content: pdf, filename: 'form.bin' }])).result?.isSuccess).toBe(true);
  });

  it('refuses a file over 10 MB while it streams, and two files', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Submitted, crew: [{ who: leader, isLeader: true }] });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n', 0);
    expect(await refusal(await upload(leader, id, [{ name: 'file', content: big, filename: 'big.pdf' }]))).toBe(M.fileSize);
    expect(await refusal(await upload(leader, id, [pdfFile(), pdfFile()]))).toBe(M.fileCount);
    expect(await storedForms(id)).toEqual([]);
  });

  it('lets exactly one of several concurrent uploads win; the others’ files are deleted', async () => {
    const id = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: true }] });
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => upload(leader, id, [pdfFile(undefined, `form-${i}.pdf`)])));
    const won = answers.filter((answer) => answer.result?.isSuccess);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.result?.isSuccess)) expect(answer.result?.errorMsg).toBe(M.alreadyUploaded);
    expect(await t.database.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, id))).toHaveLength(1);
    expect(await storedForms(id)).toHaveLength(1);
  });
});

describe('UserCoachApi/DownloadAttachment and the signed download', () => {
  let id: number;
  let content: Uint8Array;
  let leader: Who;

  beforeAll(async () => {
    leader = await signedInUser(t.database.db, Role.Evaluator);
    id = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: true }, { who: other, isLeader: false }] });
    content = supervisionFormPdf({ classTitle: '下载测试班' });
    expect((await upload(leader, id, [pdfFile(content, '下载测试班监督表.pdf')])).result?.isSuccess).toBe(true);
  });

  it('hands every evaluator of the class a signed address that downloads the form as an attachment', async () => {
    for (const who of [leader, other]) {
      const answer = await callOk(t.app, downloadAttachment.path, { id }, asLeader(who));
      expect(answer.file_name).toBe('下载测试班监督表.pdf');
      expect(answer.file_path).toMatch(new RegExp(`^/api/files/supervision/${id}\\?e=\\d+&t=[0-9a-f]{32}$`));
      const response = await t.app.inject({ method: 'GET', url: answer.file_path as string });
      expect(response.statusCode).toBe(200);
      expect(Buffer.compare(response.rawPayload, Buffer.from(content))).toBe(0);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="supervision-form-${id}.pdf"; filename*=UTF-8''${encodeURIComponent('下载测试班监督表.pdf')}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('answers another evaluator, a class without a form and a missing class alike, and a non-evaluator not at all', async () => {
    const outsider = await signedInUser(t.database.db, Role.Evaluator);
    expect(await refusal(await call(t.app, downloadAttachment.path, { id }, asLeader(outsider)))).toBe(M.formNotFound);
    const empty = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: true }] });
    expect(await refusal(await call(t.app, downloadAttachment.path, { id: empty }, asLeader(leader)))).toBe(M.formNotFound);
    expect(await refusal(await call(t.app, downloadAttachment.path, { id: 999_999 }, asLeader(leader)))).toBe(M.formNotFound);
    const envelope = await call(t.app, downloadAttachment.path, { id }, asLeader(athlete));
    expect(envelope.error?.message ?? envelope.result?.errorMsg).toBe(MESSAGES.forbidden);
  });

  it('never serves a form at its stored path, nor at an address with a wrong token or another class', async () => {
    const [form] = await t.database.db.select().from(supervisionForms).where(eq(supervisionForms.testClassId, id));
    expect((await t.app.inject({ method: 'GET', url: `/wwwroot/${form.filePath}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: `/wwwroot/${form.filePath}` })).statusCode).toBe(404);
    const answer = await callOk(t.app, downloadAttachment.path, { id }, asLeader(leader));
    const url = answer.file_path as string;
    expect((await t.app.inject({ method: 'GET', url: url.replace(/t=[0-9a-f]{4}/, 't=0000') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 3600}`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(`/supervision/${id}?`, `/supervision/${id + 1}?`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/supervision/${id}` })).statusCode).toBe(404);
  });
});

describe('the evaluator’s certificates', () => {
  it('answers grades 31–33 with images the certificate route draws', async () => {
    const number = `KP2025310${randomBytes(3).toString('hex')}`;
    await t.database.db.insert(certificates).values({
      userId: leader.userId,
      grade: 31,
      certificateNumber: number,
      certificateNumbering: `KP${number}`,
      certificateUrl: certificateImagePath(number),
      createdDate: new Date('2025-05-20T02:00:00Z'),
      published: true,
    });
    const { items } = (await callOk(t.app, getOwnCertificates.path, {}, asLeader(leader))) as unknown as {
      items: Array<{ certificate_grade: number; gradeName: string; certificate_url: string; proxyable: boolean }>;
    };
    expect(items).toEqual([expect.objectContaining({ certificate_grade: 31, gradeName: '一级考评员', proxyable: false })]);
    const image = await t.app.inject({ method: 'GET', url: items[0].certificate_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The athlete's list never shows them: not the leader's, and not a grade-31 row of the athlete's own. The
    // athlete holds a 四级 too, so an empty list (owning nothing, or a list that answers nothing) cannot pass.
    const own = (grade: number) => {
      const serial = `KP2025${grade}${randomBytes(3).toString('hex')}`;
      return { userId: athlete.userId, grade, certificateNumber: serial, certificateNumbering: `KP${serial}`, certificateUrl: certificateImagePath(serial), createdDate: new Date('2025-05-20T02:00:00Z'), published: true };
    };
    await t.database.db.insert(certificates).values([own(4), own(31)]);
    const athletes = (await callOk(t.app, getOwnCertificates.path, {}, asLeader(athlete))).items as Array<{ certificate_grade: number }>;
    expect(athletes.map((item) => item.certificate_grade)).toEqual([4]);
    // Nor does the leader's show the athlete's grade-31 row: each sees their own.
    const leaders = (await callOk(t.app, getOwnCertificates.path, {}, asLeader(leader))).items as Array<{ certificate_number: string }>;
    expect(leaders.map((item) => item.certificate_number)).toEqual([number]);
  }, 30_000);
});

describe('the signed address expires', () => {
  it('answers 404 five minutes after it was handed out', async () => {
    const leader = await signedInUser(t.database.db, Role.Evaluator);
    const id = await addClass({ status: GradeSubmissionStatus.Published, crew: [{ who: leader, isLeader: true }] });
    expect((await upload(leader, id, [pdfFile()])).result?.isSuccess).toBe(true);
    const answer = await callOk(t.app, downloadAttachment.path, { id }, asLeader(leader));
    expect((await t.app.inject({ method: 'GET', url: answer.file_path as string })).statusCode).toBe(200);
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 301 } });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: answer.file_path as string })).statusCode).toBe(404);
  });
});

