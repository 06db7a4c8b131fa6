import { verifyPassword } from '../src/security/passwords';
import {
  downloadEntrySheet,
  getEntryList,
  getSheetTemplate,
  importEntrySheet,
  INSTITUTION_ENTRY_MESSAGES as M,
  OrderKind,
  PaymentStatus,
  Role,
  SHEET_COLUMNS,
  setEntryRefund,
  TestClassStatus,
} from '@badminton/contracts';
import { idNumberCheckCharacter } from '@badminton/validation';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, statusAudit, testApplications, testClasses, users } from '../src/db/schema';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callOk } from './helpers/call';
import { classOf, qualifiedInstitution } from './helpers/institution-classes-fixture';

/**
 * The institution's entries and sheets (issue 25 points 1–2, decision 0060): the gate (final approval, ownership),
 * the entry list and its tabs, the row refund rule through the refund workflow, the sign-up sheet download, the
 * templates, and the imports — batch sign-up, arrangement, leave records — all or nothing, with per-person errors,
 * duplicates, and hostile files refused before anything is imported.
 */

type Who = { userId: number; userToken: string };
type Imported = {
  isSuccess: boolean;
  errorMsg: string;
  items: number;
  data: { errorList: Array<{ row: number; name_zh: string; errorMsg: string }>; retakeList: Array<Record<string, string>> };
};

let t: TestApp;
let me: Who;
let other: Who;
let klass: number;
let pending: number;
let theirs: number;

beforeAll(async () => {
  t = await build({ demo: null });
  me = await qualifiedInstitution(t.database.db);
  other = await qualifiedInstitution(t.database.db);
  klass = await classOf(t.database.db, me.userId, { status: TestClassStatus.Approved, title: '冬季测试班' });
  pending = await classOf(t.database.db, me.userId, { status: TestClassStatus.Applied });
  theirs = await classOf(t.database.db, other.userId, { status: TestClassStatus.Approved });
}, 60_000);
afterAll(() => t.close());

let serial = 100;
/** A valid 18-character national ID number (born 2010-01-01), different each time. */
function nationalId(): string {
  serial += 1;
  const first17 = `11010120100101${String(serial).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

async function workbook(rows: (string | number | ExcelJS.CellValue)[][], header: readonly string[] = SHEET_COLUMNS[1]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function upload(kind: number, content: Uint8Array, who: Who = me, testClassId = klass, filename = 'sheet.xlsx') {
  return callForm(t.app, importEntrySheet.path, { test_class_id: testClassId, id: kind }, [{ name: 'file', content, filename }], who);
}

async function entriesOf(testClassId: number) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(testApplications).where(eq(testApplications.testClassId, testClassId));
  return n;
}

const people = { a: nationalId(), b: nationalId(), c: nationalId() };

describe('the gate and ownership', () => {
  it('refuses a class without final approval, and another institution’s class as not found', async () => {
    const refused = await call(t.app, getEntryList.path, { test_class_id: pending, type: 1 }, me);
    expect(refused.result).toMatchObject({ isSuccess: false, errorMsg: M.notApproved });
    const foreign = await call(t.app, getEntryList.path, { test_class_id: theirs, type: 1 }, me);
    expect(foreign.result).toMatchObject({ isSuccess: false, errorMsg: M.classNotFound });
    const download = await call(t.app, downloadEntrySheet.path, { test_class_id: theirs }, me);
    expect(download.result).toMatchObject({ isSuccess: false, errorMsg: M.classNotFound });
    const sheet = await workbook([['张三', '男', '居民身份证', nationalId(), '', '13800000001', '四级']]);
    expect((await upload(1, sheet, me, theirs)).result).toMatchObject({ isSuccess: false, errorMsg: M.classNotFound });
    expect((await upload(1, sheet, me, pending)).result).toMatchObject({ isSuccess: false, errorMsg: M.notApproved });
    expect(await entriesOf(theirs)).toBe(0);
    expect(await entriesOf(pending)).toBe(0);
  });
});

describe('batch sign-up', () => {
  it('a sheet with one bad row imports nothing and answers the person’s error', async () => {
    const accountsBefore = (await t.database.db.select({ n: count() }).from(users))[0].n;
    const sheet = await workbook([
      ['王小明', '男', '居民身份证', people.a, '', '13800000001', '四级'],
      ['李小红', '女', '居民身份证', '110101201001010000', '', '13800000002', '五级'],
      ['赵小刚', '男', '居民身份证', people.c, '', '13800000003', '四级'],
    ]);
    const answer = (await upload(1, sheet)).result as unknown as Imported;
    expect(answer.isSuccess).toBe(false);
    expect(answer.errorMsg).toBe(M.rowErrors);
    expect(answer.data.errorList).toEqual([{ row: 3, name_zh: '李小红', errorMsg: '请输入正确的身份证号码' }]);
    expect(await entriesOf(klass)).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(users))[0].n).toBe(accountsBefore);
  });

  it('each rule answers its message per person', async () => {
    const sheet = await workbook([
      ['Tom', '男', '居民身份证', nationalId(), '', '13800000001', '四级'],
      ['钱一', '未知', '居民身份证', nationalId(), '', '13800000001', '四级'],
      ['钱二', '男', '驾照', nationalId(), '', '13800000001', '四级'],
      ['钱三', '男', '居民身份证', nationalId(), '', '12345', '四级'],
      ['钱四', '男', '居民身份证', nationalId(), '', '13800000001', '九级'],
      ['钱五', '男', '护照', 'E1234567', '', '13800000001', '四级'],
    ]);
    const answer = (await upload(1, sheet)).result as unknown as Imported;
    expect(answer.isSuccess).toBe(false);
    expect(answer.data.errorList.map((e: { errorMsg: string }) => e.errorMsg)).toEqual([
      '请输入正确的中文名',
      M.row.sex,
      M.row.idType,
      '请输入正确的手机号',
      M.row.grade,
      M.row.birthday,
    ]);
    expect(await entriesOf(klass)).toBe(0);
  });

  it('the same person twice at one grade is refused', async () => {
    const sheet = await workbook([
      ['王小明', '男', '居民身份证', people.a, '', '13800000001', '四级'],
      ['王小明', '男', '居民身份证', people.a, '', '13800000001', '四级'],
    ]);
    const answer = (await upload(1, sheet)).result as unknown as Imported;
    expect(answer.data.errorList).toEqual([{ row: 3, name_zh: '王小明', errorMsg: M.row.duplicate }]);
    expect(await entriesOf(klass)).toBe(0);
  });

  it('the fixed sheet registers the athletes, their institution-paid orders and their seats', async () => {
    const sheet = await workbook([
      ['王小明', '男', '居民身份证', people.a, '', '13800000001', '四级'],
      ['李小红', '女', '居民身份证', people.b, '', '13800000002', '五级'],
      ['赵小刚', '男', '居民身份证', people.c.toLowerCase(), '', '13800000003', '四级'],
    ]);
    const answer = (await upload(1, sheet)).result as unknown as Imported;
    expect(answer, JSON.stringify(answer)).toMatchObject({ isSuccess: true, items: 3 });
    const db = t.database.db;
    const rows = await db.select().from(testApplications).where(eq(testApplications.testClassId, klass));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.applicationMethod === 2 && r.active === 1)).toBe(true);
    const accounts = await db.select().from(users).where(inArray(users.loginName, [people.a, people.b, people.c]));
    expect(accounts).toHaveLength(3);
    expect(accounts.every((u) => u.usertype === Role.Athlete && !u.isVerify)).toBe(true);
    // The first password is the ID number's last six characters (decision 0060), nothing else.
    for (const u of accounts) {
      expect(await verifyPassword(u.passwordHash, u.loginName!.slice(-6), u.loginName)).toBe(true);
      expect(await verifyPassword(u.passwordHash, u.loginName!.slice(-5), u.loginName)).toBe(false);
    }
    const bills = await db.select().from(orders).where(inArray(orders.id, rows.map((r) => r.orderId ?? 0)));
    expect(bills).toHaveLength(3);
    expect(bills.every((o) => o.userId === me.userId && o.kind === OrderKind.InstitutionPaidFee && o.paymentStatus === PaymentStatus.Pending && o.isBatch === 1)).toBe(true);
    const [c] = await db.select().from(testClasses).where(eq(testClasses.id, klass));
    expect(c.seatsTaken).toBe(3);
  });

  it('a person already signed up is refused and nothing else is imported', async () => {
    const sheet = await workbook([
      ['孙新', '男', '居民身份证', nationalId(), '', '13800000009', '四级'],
      ['王小明', '男', '居民身份证', people.a, '', '13800000001', '四级'],
    ]);
    const answer = (await upload(1, sheet)).result as unknown as Imported;
    expect(answer.data.errorList).toEqual([{ row: 3, name_zh: '王小明', errorMsg: M.row.alreadySignedUp }]);
    expect(await entriesOf(klass)).toBe(3);
  });

  it('a class over its places imports nothing', async () => {
    const small = await classOf(t.database.db, me.userId, { status: TestClassStatus.Approved });
    await t.database.db.update(testClasses).set({ testNum: 1 }).where(eq(testClasses.id, small));
    const sheet = await workbook([
      ['周一', '男', '居民身份证', nationalId(), '', '13800000001', '四级'],
      ['周二', '男', '居民身份证', nationalId(), '', '13800000001', '四级'],
    ]);
    expect((await upload(1, sheet, me, small)).result).toMatchObject({ isSuccess: false, errorMsg: M.full });
    expect(await entriesOf(small)).toBe(0);
  });
});

describe('the entry list', () => {
  it('lists the entries 10 per page with the class’s grade submission and refund flag', async () => {
    const result = await callOk(t.app, getEntryList.path, { test_class_id: klass, type: 1, limit: 10, page: 1 }, me);
    expect(result.totalCount).toBe(3);
    expect(result.grade_submission_status).toBe('未提交');
    expect(result.grade_submission_msg).toBeNull();
    const names = (result.items as Array<{ name: string; xing_bie: string; grade: string }>).map((i) => `${i.name}${i.xing_bie}${i.grade}`);
    expect(names.sort()).toEqual(['李小红女五级', '王小明男四级', '赵小刚男四级'].sort());
  });

  it('shows the rejection reason and closes batch sign-up once grades were submitted', async () => {
    const db = t.database.db;
    const rejected = await classOf(db, me.userId, { status: TestClassStatus.Approved });
    await db.update(testClasses).set({ gradeSubmissionStatus: 2, gradeSubmissionMsg: '第二组成绩缺项' }).where(eq(testClasses.id, rejected));
    const result = await callOk(t.app, getEntryList.path, { test_class_id: rejected, type: 1 }, me);
    expect(result).toMatchObject({ grade_submission_status: '已驳回', grade_submission_msg: '第二组成绩缺项' });
    const sheet = await workbook([['周三', '男', '居民身份证', nationalId(), '', '13800000001', '四级']]);
    expect((await upload(1, sheet, me, rejected)).result).toMatchObject({ isSuccess: false, errorMsg: M.signUpClosed });
  });

  it('downloads the sign-up sheet as a real workbook', async () => {
    const result = await callOk(t.app, downloadEntrySheet.path, { test_class_id: klass }, me);
    const path = String(result.filePath);
    expect(path.startsWith('data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,')).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(path.split(',')[1], 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
    const names = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names.sort()).toEqual(['李小红', '王小明', '赵小刚'].sort());
  });

  it('offers a template of each kind with its header', async () => {
    for (const id of [1, 2, 3] as const) {
      const result = await callOk(t.app, getSheetTemplate.path, { id }, me);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(String(result.filePath).split(',')[1], 'base64') as unknown as ArrayBuffer);
      expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, ...SHEET_COLUMNS[id]]);
    }
  });
});

describe('arrangement and leave records', () => {
  it('an arrangement with a person not entered imports nothing; the fixed one sets groups and times', async () => {
    const bad = await workbook(
      [
        ['王小明', people.a, '四级', '第一组', '2027-01-10 09:00'],
        ['陌生人', nationalId(), '四级', '第一组', '2027-01-10 09:00'],
      ],
      SHEET_COLUMNS[2],
    );
    const refused = (await upload(2, bad)).result as unknown as Imported;
    expect(refused.data.errorList).toEqual([{ row: 3, name_zh: '陌生人', errorMsg: M.row.notEntered }]);
    const none = await t.database.db.select().from(testApplications).where(eq(testApplications.testClassId, klass));
    expect(none.every((r) => r.arrangeGroup === null)).toBe(true);
    const good = await workbook(
      [
        ['王小明', people.a, '四级', '第一组', '2027-01-10 09:00'],
        ['李小红', people.b, '五级', '第二组', '2027-01-10 10:00'],
        ['赵小刚', people.c, '四级', '第一组', '2027-01-10 09:00'],
      ],
      SHEET_COLUMNS[2],
    );
    expect((await upload(2, good)).result).toMatchObject({ isSuccess: true, items: 3 });
    const list = await callOk(t.app, getEntryList.path, { test_class_id: klass, type: 2 }, me);
    const first = (list.items as Array<{ name: string; arrange_group: string; arrange_time: string }>).find((i) => i.name === '李小红');
    expect(first).toMatchObject({ arrange_group: '第二组', arrange_time: '2027-01-10 10:00' });
  });

  it('a leave record marks the entry on leave once; the retake tab lists it', async () => {
    const sheet = await workbook([['赵小刚', people.c, '四级']], SHEET_COLUMNS[3]);
    expect((await upload(3, sheet)).result).toMatchObject({ isSuccess: true, items: 1 });
    const again = (await upload(3, sheet)).result as unknown as Imported;
    expect(again.data.errorList).toEqual([{ row: 2, name_zh: '赵小刚', errorMsg: M.row.alreadyOnLeave }]);
    const retake = await callOk(t.app, getEntryList.path, { test_class_id: klass, type: 5 }, me);
    expect((retake.items as Array<{ name: string }>).map((i) => i.name)).toEqual(['赵小刚']);
  });

  it('signing up again an athlete on leave answers them in the retake list', async () => {
    const next = await classOf(t.database.db, me.userId, { status: TestClassStatus.Approved });
    const sheet = await workbook([['赵小刚', '男', '居民身份证', people.c, '', '13800000003', '四级']]);
    const answer = (await upload(1, sheet, me, next)).result as unknown as Imported;
    expect(answer).toMatchObject({ isSuccess: true, items: 1 });
    expect(answer.data.retakeList).toEqual([{ name_zh: '赵小刚', certificates_number: people.c, grade: '四级' }]);
  });
});

describe('row refunds', () => {
  async function entryOf(name: string) {
    const list = await callOk(t.app, getEntryList.path, { test_class_id: klass, type: 1 }, me);
    return (list.items as Array<{ name: string; application_id: number; refund_status: number }>).find((i) => i.name === name)!;
  }

  it('requests and cancels a row refund through the refund workflow, with audit rows', async () => {
    const entry = await entryOf('王小明');
    expect(entry.refund_status).toBe(0);
    expect((await call(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 0 }, me)).result).toMatchObject({
      isSuccess: false,
      errorMsg: M.refundChanged,
    });
    await callOk(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 1 }, me);
    expect((await entryOf('王小明')).refund_status).toBe(1);
    await callOk(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 0 }, me);
    expect((await entryOf('王小明')).refund_status).toBe(0);
    const audit = await t.database.db
      .select()
      .from(statusAudit)
      .where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, entry.application_id)));
    expect(audit.map((a) => `${a.fromStatus}>${a.toStatus}`)).toEqual(['0>1', '1>0']);
  });

  it('offers no row refund while the class itself is refunding or refunded; again after a failed class refund', async () => {
    const entry = await entryOf('李小红');
    for (const flag of [1, 2]) {
      await t.database.db.update(testClasses).set({ refundStatus: flag }).where(eq(testClasses.id, klass));
      expect((await call(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 1 }, me)).result).toMatchObject({
        isSuccess: false,
        errorMsg: M.refundNotOffered,
      });
    }
    await t.database.db.update(testClasses).set({ refundStatus: 3 }).where(eq(testClasses.id, klass));
    await callOk(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 1 }, me);
    await t.database.db.update(testClasses).set({ refundStatus: 0 }).where(eq(testClasses.id, klass));
  });

  it('another institution never reaches the entry', async () => {
    const entry = await entryOf('李小红');
    expect((await call(t.app, setEntryRefund.path, { application_id: entry.application_id, status: 0 }, other)).result).toMatchObject({
      isSuccess: false,
      errorMsg: M.entryNotFound,
    });
    expect((await entryOf('李小红')).refund_status).toBe(1);
  });
});

describe('files refused before anything is imported', () => {
  // A second institution of ours: uploads count 20 submits per 10 minutes per account.
  let hostile: Who;
  let target: number;
  beforeAll(async () => {
    hostile = await qualifiedInstitution(t.database.db);
    target = await classOf(t.database.db, hostile.userId, { status: TestClassStatus.Approved });
  });
  const send = (content: Uint8Array, filename = 'sheet.xlsx') => upload(1, content, hostile, target, filename);

  it('refuses a file that is not a workbook, whatever its name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await send(png)).result).toMatchObject({ isSuccess: false, errorMsg: M.fileType });
    const text = new TextEncoder().encode('姓名,性别\n张三,男\n');
    expect((await send(text, 'sheet.xls')).result).toMatchObject({ isSuccess: false, errorMsg: M.fileType });
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await send(ole2, 'sheet.xls')).result).toMatchObject({ isSuccess: false, errorMsg: M.oldXls });
  });

  it('refuses a file over 1 MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect((await send(big)).result).toMatchObject({ isSuccess: false, errorMsg: M.fileSize });
  });

  it('refuses a request without a file', async () => {
    const answer = await callForm(t.app, importEntrySheet.path, { test_class_id: target, id: 1 }, [], hostile);
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: M.noFile });
  });

  it('refuses a zip bomb (inflates past the cap) before reading it', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sheet1');
    sheet.addRow([...SHEET_COLUMNS[1]]);
    const filler = 'a'.repeat(30_000);
    for (let i = 0; i < 1000; i += 1) sheet.addRow([`${filler}${i}`]);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());
    expect(content.length).toBeLessThan(1024 * 1024);
    expect((await send(content)).result).toMatchObject({ isSuccess: false, errorMsg: M.tooLarge });
    expect(await entriesOf(target)).toBe(0);
  });

  it('refuses a sheet with a formula', async () => {
    const sheet = await workbook([['王五', '男', '居民身份证', nationalId(), '', { formula: '1+1', result: 2 }, '四级']]);
    expect((await send(sheet)).result).toMatchObject({ isSuccess: false, errorMsg: M.formula });
    expect(await entriesOf(target)).toBe(0);
  });

  it('refuses a sheet with more rows than allowed', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ['张', '男', '护照', `E${i}`, '2010-01-01', '13800000001', '四级']);
    const sheet = await workbook(rows);
    expect((await send(sheet)).result).toMatchObject({ isSuccess: false, errorMsg: M.tooManyRows });
    expect(await entriesOf(target)).toBe(0);
  });

  it('refuses a sheet whose columns are not the template’s', async () => {
    const sheet = await workbook([['王五', '男']], ['名字', '性别']);
    expect((await send(sheet)).result).toMatchObject({ isSuccess: false, errorMsg: M.badHeader });
  });
});
