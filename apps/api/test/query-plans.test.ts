import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNationalData, scaledCounts } from '../bench/national-data';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { call } from './helpers/call';
import { createScratchPostgres } from './helpers/database';

/**
 * No sequential scan on a large table (issue 27 point 2). The national data generator (bench/national-data.ts) fills a
 * scratch PostgreSQL database at 2 % of national size — 20,000 athletes, 60,000 certificates and test records, 20,000
 * messages — with 50,000 test classes: enough rows that the planner picks an index wherever one fits; and every public read
 * call runs with varied inputs (first and deep pages, filters, ids) while each statement it sends is captured. Each
 * captured SELECT is then EXPLAINed with its own parameters, and a Seq Scan on one of the large tables fails the test
 * with the call and the statement. Every registered public read call must be in CASES, so a new one cannot be missed.
 * PostgreSQL run only (PGlite plans the same queries, but the run that guards the national shape is the server's).
 *
 * Still to add (issue 27): the member, institution and back-office centres' read calls, which need signed-in callers
 * owning rows of the generated data.
 */
const maintenanceUrl = loadConfig().databaseUrl;

/** Tables that grow with the programme: millions of rows nationally. Small tables (institutions: 2,000) may be scanned. */
const LARGE_TABLES = new Set(['users', 'person_profiles', 'certificates', 'test_records', 'test_classes', 'test_class_grades', 'station_messages', 'test_applications', 'orders', 'appeals']);

/** The inputs each public read call runs with (several per call: first page, a deep page, filters, an id). */
function cases(ids: { athleteId: number; institutionId: number; evaluatorId: number; classId: number; articleId: number; noticeId: number; province: number }): Record<string, Record<string, unknown>[]> {
  const pages = (extra: Record<string, unknown> = {}) => [{ page: 1, limit: 10, ...extra }, { page: 150, limit: 10, ...extra }];
  return {
    'CommonApi/GetDicData': [{ classCode: 'education' }],
    'CommonApi/GetDistrictList': [{ parent_id: -1 }, { parent_id: ids.province }],
    'Newsapi/GetNewsList': [...pages(), { page: 1, limit: 10, keyword: '动态' }, { page: 1, limit: 10, startTime: '2026-01-01 00:00:00', endTime: '2026-06-30 23:59:59' }],
    'Newsapi/GetNoticeList': [...pages(), { page: 1, limit: 10, keyword: '通知' }],
    'NewsDetails/GetNewsDetailsList': [{ id: ids.articleId }],
    'NewsDetails/GetNoticeDetailsList': [{ id: ids.noticeId }],
    'Photo/GetPhotoList': [{ limit: 8 }],
    'Photo/GetNotificList': [{ limit: 8 }],
    'Photo/GetPhotoVideosList': pages(),
    'Photo/GetQuestionsList': [...pages(), { page: 1, limit: 10, question: 1 }],
    'CommonApi/GetBannerList': [{}],
    'CommonApi/GetParterList': [{}],
    'AboutUs/GetContactUsList': [{}],
    'TestMechanism/GetTestMechListIndex': pages(),
    'TestMechanism/GetTestMechList': [...pages(), { page: 1, limit: 10, keyword: '培训中心' }],
    'TestMechanism/GetTestMechDetail': [{ id: ids.institutionId }],
    'UserCoachApi/GetUserCoachListIndex': pages(),
    'UserCoachApi/GetUserCoachList': [...pages(), { page: 1, limit: 10, keyword: '王' }],
    'UserCoachApi/GetUserCoachDetail': [{ id: ids.evaluatorId }],
    'CommonApi/GetAthleteList': [...pages(), { page: 1, limit: 10, provinceId: ids.province }, { page: 1, limit: 10, keyword: '李' }, { page: 1, limit: 10, evaluator_rank: 5 }],
    'AthleteCenter/GetAthleteDetail': [{ page: 1, limit: 10, userNumber: ids.athleteId }],
    'TestClass/GetExaminerClassList': [...pages(), { page: 1, limit: 10, provinceId: ids.province }, { page: 1, limit: 10, keyword: '测试班' }],
    'TestClass/GetTestGradeList': [{ id: ids.classId }],
    'ExaminerClass/GetExaminerClassList': [...pages(), { page: 1, limit: 10, keyword: '培训' }],
  };
}

interface Captured {
  call: string;
  query: string;
  params: unknown[];
}

let scratch: { url: string; drop(): Promise<void> };
let dataDir: string;
let database: DatabaseHandle;
let client: pg.Client;
const captured: Captured[] = [];
let current = '';

beforeAll(async () => {
  if (!maintenanceUrl) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-plans-'));
  scratch = await createScratchPostgres(maintenanceUrl);
  await loadNationalData(scratch.url, { seed: 27, counts: { ...scaledCounts(0.02), testClasses: 50_000 }, now: new Date('2026-12-01T02:00:00Z'), storageRoot: path.join(dataDir, 'wwwroot') });
  database = await openDatabase({ kind: 'postgres', url: scratch.url, logQuery: (query, params) => current && captured.push({ call: current, query, params }) });
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
}, 240_000);

afterAll(async () => {
  await client?.end();
  await database?.close();
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The sequential scans of a plan: the relation and the rows the planner expects the scan to keep. */
function seqScans(plan: Record<string, unknown>): { relation: string; rows: number }[] {
  const own = plan['Node Type'] === 'Seq Scan' ? [{ relation: String(plan['Relation Name']), rows: Number(plan['Plan Rows']) }] : [];
  return [...own, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(seqScans)];
}

describe.skipIf(!maintenanceUrl)('query plans on the generated national data (2 %)', () => {
  it('reads no large table with a sequential scan in any public read call', { timeout: 240_000 }, async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0', DATABASE_URL: scratch.url });
    const app = await buildApp({ config, database, storage: new LocalDiskStorage(config.storageRoot) });
    await app.ready();
    try {
      const one = async (text: string) => (await client.query(text)).rows[0] as Record<string, unknown>;
      const ids = {
        athleteId: Number((await one('select u.id from users u join certificates c on c.user_id = u.id where u.usertype = 1 and u.open_query order by u.id desc limit 1')).id),
        institutionId: Number((await one('select user_id from institutions order by user_id limit 1')).user_id),
        evaluatorId: Number((await one('select user_id from evaluators order by user_id desc limit 1')).user_id),
        classId: Number((await one("select id from test_classes where application_status = '中羽协审核通过' order by id desc limit 1")).id),
        articleId: Number((await one("select id from articles where kind = 'news' order by id desc limit 1")).id),
        noticeId: Number((await one("select id from articles where kind = 'notice' order by id desc limit 1")).id),
        province: Number((await one('select province_id from person_profiles where province_id is not null limit 1')).province_id),
      };
      const table = cases(ids);
      const publicReads = app.callRegistry.list().filter((entry) => entry.roles === 'public' && (entry.cache || entry.reads)).map((entry) => entry.contract.path);
      expect(Object.keys(table).sort()).toEqual(publicReads.sort());

      const refused: string[] = [];
      for (const [path, inputs] of Object.entries(table)) {
        for (const input of inputs) {
          current = `${path} ${JSON.stringify(input)}`;
          const answer = await call(app, path, input);
          if (!answer.result?.isSuccess) refused.push(`${current}: ${answer.result?.errorMsg}`);
        }
      }
      current = '';
      expect(refused).toEqual([]);

      const sizes = new Map(
        (await client.query<{ relname: string; rows: number }>('select relname, reltuples::float8 as rows from pg_class where relkind = $1', ['r'])).rows.map((row) => [row.relname, Number(row.rows)]),
      );
      const problems: string[] = [];
      const selects = captured.filter((entry) => /^\s*(with|select)\b/i.test(entry.query));
      expect(selects.length).toBeGreaterThan(Object.keys(table).length);
      for (const entry of selects) {
        const [{ 'QUERY PLAN': [root] }] = (await client.query(`explain (format json) ${entry.query}`, entry.params)).rows as [{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }];
        // A keyword search (`ilike '%…%'`) of news, training or institution names reads the rows it filters: no b-tree
        // serves it (a trigram index would; the embedded PGlite has none, decision 0082). A person's name and a test
        // class title go through the index of their pieces (`name_grams(…)`, decision 0084) and are held to it. Every
        // other statement must find its rows through an index.
        if (/ ilike \$\d+/.test(entry.query) && !entry.query.includes('name_grams(')) continue;
        // A pager's total over most of a table (every approved class) reads most of it whichever way; the planner may
        // take the table or the index (at national size it takes an index-only scan, docs/performance.md). Only a
        // count may do so, and only when it keeps at least a third of the table.
        const counting = /^\s*select (cast\()?count\(\*\)/i.test(entry.query);
        const scanned = seqScans(root.Plan).filter(({ relation, rows }) => LARGE_TABLES.has(relation) && !(counting && rows >= (sizes.get(relation) ?? Infinity) / 3));
        if (scanned.length > 0) problems.push(`${entry.call}: Seq Scan on ${scanned.map(({ relation }) => relation).join(', ')}\n    ${entry.query}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
