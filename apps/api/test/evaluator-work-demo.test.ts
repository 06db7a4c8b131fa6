import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAthleteCentreDemo } from '../demo/athlete-centre/index';
import { loadEvaluatorWorkDemo } from '../demo/evaluator-work/index';
import { loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The evaluator's work records and certificates demo (decision 0035): what the demo evaluator 王振华 finds. */

let t: TestApp;
let evaluator: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  const now = new Date();
  await t.database.db.transaction(async (tx) => {
    await loadAthleteCentreDemo(tx, { storage: t.storage, now });
    await loadEvaluatorWorkDemo(tx, { storage: t.storage, now });
    // Loaded after his work, as the seed does: the institution's classes name him as an assessor too.
    await loadInstitutionClassesDemo(tx, { now });
  });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 2), eq(users.mobile, '13800000002')));
  evaluator = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}, 180_000);
afterAll(() => t.close());

interface Assignment {
  id: number;
  isleader: number;
  isHasAttachments: number;
  canUpload: boolean;
  grade: number[];
  mechanism_fullName: string;
}

describe('the demo evaluator’s work records', () => {
  it('has more than a page of assignments: forms to upload, uploaded forms that download, classes he did not lead', async () => {
    const first = await callOk(t.app, 'UserCoachApi/GetEvaluatorAssignments', { page: 1, limit: 10 }, evaluator);
    expect(first.totalCount as number).toBeGreaterThan(10);
    // The browser walk uploads to a class on page 1 at each of its two widths.
    expect((first.items as Assignment[]).filter((item) => item.canUpload).length).toBeGreaterThanOrEqual(2);
    const all: Assignment[] = [];
    for (let page = 1; page <= Math.ceil((first.totalCount as number) / 10); page += 1) {
      const answer = await callOk(t.app, 'UserCoachApi/GetEvaluatorAssignments', { page, limit: 10 }, evaluator);
      all.push(...(answer.items as Assignment[]));
    }
    expect(all.filter((item) => item.canUpload).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((item) => item.isleader === 0).length).toBeGreaterThanOrEqual(3);
    expect(all.every((item) => item.grade.length > 0 && item.mechanism_fullName !== '')).toBe(true);
    const uploaded = all.filter((item) => item.isHasAttachments === 1);
    expect(uploaded).toHaveLength(2);
    for (const item of uploaded) {
      const link = await callOk(t.app, 'UserCoachApi/DownloadAttachment', { id: item.id }, evaluator);
      const response = await t.app.inject({ method: 'GET', url: link.file_path as string });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('has his evaluator certificates 三级、二级、一级考评员 with images', async () => {
    const { items } = (await callOk(t.app, 'PaperCertificate/GetCertificateList', {}, evaluator)) as unknown as {
      items: Array<{ certificate_grade: number; gradeName: string; certificate_url: string }>;
    };
    expect(items.map((item) => item.certificate_grade).sort()).toEqual([31, 32, 33]);
    expect(items.map((item) => item.gradeName).sort()).toEqual(['一级考评员', '三级考评员', '二级考评员'].sort());
    const image = await t.app.inject({ method: 'GET', url: items[0].certificate_url });
    expect(image.statusCode).toBe(200);
  }, 30_000);
});
