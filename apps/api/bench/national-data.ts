// `pnpm bench:scale [--seed 2026] [--scale 1]` (issue 27 point 1): loads a generated national data set into the
// PostgreSQL server of DATABASE_URL — by default 1,000,000 athletes, 3,000,000 certificates with their test records,
// 2,000 institutions, 20,000 evaluators, 100,000 test classes with their grades, a year of news and 1,000,000 messages —
// through bulk COPY (never one insert per row). Reproducible: the same seed and scale give the same rows. `--scale`
// multiplies every count (0.01 for a quick try; the EXPLAIN test uses the same loader at a small size). The database is
// prepared first (migrations, reference data) and gets the demo accounts, so the README's sign-ins work on it; then
// every sequence is moved past the loaded ids and the tables are vacuumed and analysed. A measurement tool, not product code.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { idNumberCheckCharacter } from '@badminton/validation';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { buildDemoAccounts } from '../demo/accounts/index';
import { seedDatabase } from '../demo/index';
import { seededRandom, type Random } from '../demo/content/random';
import { GIVEN_FEMALE, GIVEN_MALE, SURNAMES, VENUES } from '../demo/portal/names';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { LocalDiskStorage } from '../src/storage/local-disk';

export const NATIONAL_COUNTS = {
  institutions: 2_000,
  evaluators: 20_000,
  athletes: 1_000_000,
  /** Three per athlete on average: certificates, each with the test record it was issued for. */
  certificates: 3_000_000,
  testClasses: 100_000,
  news: 365,
  messages: 1_000_000,
} as const;

export type ScaleCounts = { -readonly [K in keyof typeof NATIONAL_COUNTS]: number };

export function scaledCounts(scale: number): ScaleCounts {
  const counts = {} as ScaleCounts;
  for (const [key, value] of Object.entries(NATIONAL_COUNTS)) counts[key as keyof ScaleCounts] = Math.max(key === 'news' ? 30 : 10, Math.round(value * scale));
  return counts;
}

interface District {
  provinceId: number;
  cityId: number;
  districtId: number;
  provinceName: string;
  cityName: string;
  districtName: string;
}

const DAY = 86_400_000;

/** One value of COPY's text format. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
}

/** Streams the rows of `rows` into `table (columns)` with one COPY, in chunks of lines. */
async function copyRows(client: pg.PoolClient, table: string, columns: readonly string[], rows: Iterable<readonly (string | number | boolean | null)[]>): Promise<number> {
  let count = 0;
  function* chunks(): Generator<string> {
    let buffer: string[] = [];
    for (const row of rows) {
      buffer.push(row.map(field).join('\t'));
      count += 1;
      if (buffer.length === 5000) {
        yield `${buffer.join('\n')}\n`;
        buffer = [];
      }
    }
    if (buffer.length > 0) yield `${buffer.join('\n')}\n`;
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
  return count;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const instant = (ms: number) => new Date(ms).toISOString();

function personName(random: Random, sex: number): string {
  return random.pick(SURNAMES) + random.pick(sex === 1 ? GIVEN_MALE : GIVEN_FEMALE);
}

/** A valid 18-digit resident ID number for the district, birthday and sex (sequence digits from `sequence`). */
function idNumber(districtId: number, birthday: string, sex: number, sequence: number): string {
  const first17 = `${districtId}${birthday.replaceAll('-', '')}${pad((sequence % 50) * 2 + sex, 3)}`;
  return first17 + idNumberCheckCharacter(first17);
}

export interface NationalReport {
  seed: number;
  counts: ScaleCounts;
  seconds: Record<string, number>;
  rows: Record<string, number>;
}

/**
 * Loads the national data set into the database at `url` (which the caller may have emptied; nothing is deleted).
 * `now` anchors every date (the classes of the last days are open for sign-up).
 */
export async function loadNationalData(url: string, options: { seed: number; counts: ScaleCounts; now: Date; storageRoot: string; log?: (line: string) => void }): Promise<NationalReport> {
  const { seed, counts, now } = options;
  const log = options.log ?? (() => undefined);
  const report: NationalReport = { seed, counts, seconds: {}, rows: {} };
  const timed = async (name: string, work: () => Promise<number>) => {
    const started = performance.now();
    report.rows[name] = await work();
    report.seconds[name] = Math.round((performance.now() - started) / 100) / 10;
    log(`${name}: ${report.rows[name].toLocaleString('en')} rows in ${report.seconds[name]} s`);
  };

  const handle = await openDatabase({ kind: 'postgres', url });
  await prepareDatabase(handle, now, { info: () => undefined });
  await seedDatabase(handle.db, { demo: null, demoAccounts: buildDemoAccounts(), portal: null, storage: new LocalDiskStorage(options.storageRoot), log: { info: () => undefined }, now });
  await handle.close();

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  try {
    const one = async (text: string) => Number((await client.query<{ value: string }>(text)).rows[0]?.value ?? 0);
    const districts: District[] = (
      await client.query<{ district: number; city: number; province: number; dn: string; cn: string; pn: string }>(
        `select d.id as district, c.id as city, p.id as province, d.area_name as dn, c.area_name as cn, p.area_name as pn
           from regions d join regions c on c.id = d.parent_id join regions p on p.id = c.parent_id
          where d.level = 3 and p.level = 1 order by d.id`,
      )
    ).rows.map((row) => ({ districtId: row.district, cityId: row.city, provinceId: row.province, districtName: row.dn, cityName: row.cn, provinceName: row.pn }));
    if (districts.length === 0) throw new Error('no districts in the regions table: the reference data did not load');

    const firstUser = (await one('select coalesce(max(id), 0) + 1 as value from users')) + 1000;
    const institutionId = (i: number) => firstUser + i;
    const evaluatorId = (i: number) => firstUser + counts.institutions + i;
    const athleteId = (i: number) => firstUser + counts.institutions + counts.evaluators + i;
    const firstClass = (await one('select coalesce(max(id), 0) + 1 as value from test_classes')) + 1000;
    const firstRecord = (await one('select coalesce(max(id), 0) + 1 as value from test_records')) + 1000;
    const nowMs = now.getTime();
    const stamp = instant(nowMs);
    // Test classes: spread over the last three years; the newest hundredth is open for sign-up now.
    const openFrom = Math.floor(counts.testClasses * 0.99);
    const classStart = (c: number) => (c >= openFrom ? nowMs + (5 + (c % 20)) * DAY : nowMs - Math.round(((counts.testClasses - c) / counts.testClasses) * 1095 * DAY) - 10 * DAY);
    const placeOf = (i: number) => districts[(i * 7919) % districts.length];

    await client.query('begin');
    // Foreign keys and checks still hold row by row; only the per-statement work of fast loading is asked for.
    await client.query('set local synchronous_commit = off');

    await timed('users', () =>
      copyRows(client, 'users', ['id', 'usertype', 'mobile', 'login_name', 'is_verify', 'contact_mobile', 'open_query', 'created_at'], (function* () {
        const random = seededRandom(seed);
        for (let i = 0; i < counts.institutions; i += 1) yield [institutionId(i), 3, `170${pad(i, 8)}`, null, true, null, true, instant(nowMs - random.int(400, 1500) * DAY)];
        for (let i = 0; i < counts.evaluators; i += 1) yield [evaluatorId(i), 2, `171${pad(i, 8)}`, null, true, null, true, instant(nowMs - random.int(100, 1500) * DAY)];
        for (let i = 0; i < counts.athletes; i += 1) {
          const place = placeOf(i);
          const { birthday, sex } = athleteIdentity(i);
          yield [athleteId(i), 1, null, idNumber(place.districtId, birthday, sex, i), false, `1${random.pick(['3', '5', '8'])}${pad(random.int(0, 999_999_999), 9)}`, random.next() > 0.1, instant(nowMs - random.int(1, 1400) * DAY)];
        }
      })()),
    );

    // Each athlete's birthday is unique with its district (so the ID numbers are), spread over ages 6 to 59.
    function athleteIdentity(i: number): { birthday: string; sex: number } {
      const dayIndex = (Math.floor(i / districts.length) * 7919) % 19_700;
      return { birthday: isoDay(Date.UTC(1967, 0, 1) + dayIndex * DAY), sex: (Math.imul(i ^ seed, 0x9e3779b1) >>> 31) & 1 };
    }

    await timed('institution_profiles', () =>
      copyRows(client, 'institution_profiles', ['user_id', 'mechanism_full_name', 'nickname', 'business_license', 'province_id', 'city_id', 'district_id', 'detailed_address', 'principal', 'principal_tel', 'legal_person', 'certificates_type', 'legal_person_id_number', 'approval_status', 'created_at', 'updated_at'], (function* () {
        const random = seededRandom(seed + 1);
        for (let i = 0; i < counts.institutions; i += 1) {
          const place = placeOf(i);
          const name = `${place.cityName}${random.pick(VENUES)}羽毛球培训中心${i + 1}`;
          yield [institutionId(i), name, `${place.cityName.slice(0, 4)}羽球${i + 1}`, `91${pad(place.districtId, 6)}MA${pad(i, 8)}`, place.provinceId, place.cityId, place.districtId, `${place.districtName}体育路${random.int(1, 300)}号`, personName(random, 1), `0${random.int(10, 99)}-${pad(random.int(0, 9_999_999), 8)}`, personName(random, 0), 1, idNumber(place.districtId, '1980-01-01', 1, i), 3, stamp, stamp];
        }
      })()),
    );
    await timed('institutions', () =>
      copyRows(client, 'institutions', ['user_id', 'star', 'introduce', 'sort', 'created_at'], (function* () {
        for (let i = 0; i < counts.institutions; i += 1) yield [institutionId(i), 3 + (i % 3), '专注青少年与成人羽毛球等级培训与测试。', i, stamp];
      })()),
    );

    // The athlete list's counts (migration 0021) are recounted once after the load, not kept row by row during it.
    await client.query('alter table person_profiles disable trigger athlete_list_counts_profiles');
    await timed('person_profiles', () =>
      copyRows(client, 'person_profiles', ['user_id', 'name', 'english_name', 'sex', 'certificates_type', 'certificates_number', 'birthday', 'province_id', 'city_id', 'district_id', 'evaluator_rank', 'evaluator_rank_obtained_on', 'athlete_rank', 'athlete_rank_obtained_on', 'created_at', 'updated_at'], (function* () {
        const evaluatorRandom = seededRandom(seed + 2);
        for (let i = 0; i < counts.evaluators; i += 1) {
          const place = placeOf(i + 17);
          const sex = evaluatorRandom.int(0, 1);
          const birthday = isoDay(Date.UTC(1970, 0, 1) + evaluatorRandom.int(0, 9000) * DAY);
          yield [evaluatorId(i), personName(evaluatorRandom, sex), 'Evaluator', sex, 1, idNumber(place.districtId, birthday, sex, i), birthday, place.provinceId, place.cityId, place.districtId, 1 + (i % 3), isoDay(nowMs - evaluatorRandom.int(30, 1500) * DAY), null, null, stamp, stamp];
        }
        const names = seededRandom(seed + 3);
        for (let i = 0; i < counts.athletes; i += 1) {
          const place = placeOf(i);
          // The same identity as the users' row: the profile's ID number is the athlete's sign-in name.
          const { birthday, sex } = athleteIdentity(i);
          const rank = topGrade(i);
          yield [athleteId(i), personName(names, sex), 'Athlete', sex, 1, idNumber(place.districtId, birthday, sex, i), birthday, place.provinceId, place.cityId, place.districtId, null, null, rank, rank ? isoDay(testDay(i, certificatesOf(i) - 1)) : null, stamp, stamp];
        }
      })()),
    );

    await client.query('alter table person_profiles enable trigger athlete_list_counts_profiles');
    await timed('athlete_list_counts', async () => {
      await client.query('select refresh_athlete_list_counts()');
      return one('select count(*) as value from athlete_list_counts');
    });

    await timed('evaluators', () =>
      copyRows(client, 'evaluators', ['user_id', 'star', 'created_at'], (function* () {
        for (let i = 0; i < counts.evaluators; i += 1) yield [evaluatorId(i), 3 + (i % 3), stamp];
      })()),
    );

    await timed('test_classes', () =>
      copyRows(client, 'test_classes', ['id', 'institution_user_id', 'test_class_title', 'province_id', 'city_id', 'district_id', 'province_name', 'city_name', 'district_name', 'detailed_address', 'registration_start_time', 'registration_end_time', 'test_start_time', 'test_end_time', 'test_num', 'application_status', 'contact', 'contact_number', 'created_at'], (function* () {
        const random = seededRandom(seed + 4);
        for (let c = 0; c < counts.testClasses; c += 1) {
          const institution = c % counts.institutions;
          const place = placeOf(institution);
          const start = classStart(c);
          const open = c >= openFrom;
          const status = open || random.next() < 0.9 ? '中羽协审核通过' : random.pick(['申请中', '省协会审核通过', '审核驳回']);
          yield [firstClass + c, institutionId(institution), `${place.cityName}${new Date(start).getUTCFullYear()}年第${(c % 40) + 1}期等级测试班`, place.provinceId, place.cityId, place.districtId, place.provinceName, place.cityName, place.districtName, `${place.districtName}${random.pick(VENUES)}`, instant(open ? nowMs - DAY : start - 30 * DAY), instant(start - 3 * DAY), instant(start), instant(start + DAY / 3), 40 + (c % 5) * 20, status, personName(random, c % 2), `1${pad(random.int(3_000_000_000, 9_999_999_999), 10)}`, instant(start - 40 * DAY)];
        }
      })()),
    );
    await timed('test_class_grades', () =>
      copyRows(client, 'test_class_grades', ['test_class_id', 'grade', 'fee'], (function* () {
        for (let c = 0; c < counts.testClasses; c += 1) {
          const low = 1 + (c % 8);
          yield [firstClass + c, low, 20_000 + low * 5_000];
          yield [firstClass + c, low + 1, 20_000 + (low + 1) * 5_000];
        }
      })()),
    );

    // Certificates: athlete i holds certificatesOf(i) consecutive grades from firstGrade(i), one test record each.
    function certificatesOf(i: number): number {
      const base = Math.floor(counts.certificates / counts.athletes);
      return base + (i % counts.athletes < counts.certificates - base * counts.athletes ? 1 : 0);
    }
    function firstGrade(i: number): number {
      return 1 + (i % Math.max(1, 10 - certificatesOf(i)));
    }
    function topGrade(i: number): number | null {
      return certificatesOf(i) > 0 ? firstGrade(i) + certificatesOf(i) - 1 : null;
    }
    function classOf(i: number, k: number): number {
      // Older grades in older classes: k-th certificate ~ (certificatesOf - k) years back.
      const span = Math.floor(openFrom / Math.max(1, certificatesOf(i)));
      return Math.min(openFrom - 1, k * span + ((i * 31 + k * 7) % Math.max(1, span)));
    }
    function testDay(i: number, k: number): number {
      return classStart(classOf(i, k));
    }
    function* recordRows(): Generator<[number, number, number, number]> {
      let record = firstRecord;
      for (let i = 0; i < counts.athletes; i += 1) {
        for (let k = 0; k < certificatesOf(i); k += 1) yield [record++, i, k, firstGrade(i) + k];
      }
    }
    await timed('test_records', () =>
      copyRows(client, 'test_records', ['id', 'athlete_user_id', 'test_class_id', 'grade', 'test_date', 'score_judgment', 'created_at'], (function* () {
        for (const [record, i, k, grade] of recordRows()) yield [record, athleteId(i), firstClass + classOf(i, k), grade, instant(testDay(i, k)), 1, instant(testDay(i, k) + DAY)];
      })()),
    );
    await timed('certificates', () =>
      copyRows(client, 'certificates', ['user_id', 'grade', 'certificate_number', 'certificate_numbering', 'certificate_url', 'test_record_id', 'created_date', 'is_grant', 'published'], (function* () {
        let serial = 0;
        for (const [record, i, k, grade] of recordRows()) {
          serial += 1;
          const issued = testDay(i, k) + 10 * DAY;
          const year = new Date(issued).getUTCFullYear();
          yield [athleteId(i), grade, `YM${year}${pad(grade, 2)}${pad(serial, 8)}`, `${year}${pad(serial, 8)}`, `/wwwroot/certificate/YM${year}${pad(grade, 2)}${pad(serial, 8)}.png`, record, instant(issued), issued < nowMs - 60 * DAY, true];
        }
      })()),
    );

    await timed('articles', () =>
      copyRows(client, 'articles', ['kind', 'news_subject', 'summary', 'news_content', 'publish_date', 'createdate', 'is_published'], (function* () {
        for (let n = 0; n < counts.news; n += 1) {
          const at = instant(nowMs - Math.round((n / counts.news) * 365 * DAY));
          const kind = n % 3 === 2 ? 'notice' : 'news';
          yield [kind, `${kind === 'news' ? '等级评定动态' : '测试工作通知'}第${counts.news - n}期`, '全国羽毛球运动水平等级评定工作进展。', `<p>第${counts.news - n}期：各地测试机构按计划组织等级测试。</p>`, at, at, true];
        }
      })()),
    );
    await timed('station_messages', () =>
      copyRows(client, 'station_messages', ['user_id', 'message_title', 'message_content', 'is_read', 'creation_time'], (function* () {
        const random = seededRandom(seed + 5);
        for (let m = 0; m < counts.messages; m += 1) {
          yield [athleteId(random.int(0, counts.athletes - 1)), '成绩发布通知', '您参加的等级测试成绩已发布，请在个人中心查看。', random.next() < 0.6, instant(nowMs - random.int(0, 365 * DAY))];
        }
      })()),
    );

    for (const table of ['users', 'test_classes', 'test_records', 'certificates', 'articles', 'station_messages']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await client.query('commit');
    const started = performance.now();
    // Statistics for the planner, and the visibility map that lets counts read an index alone.
    await client.query('vacuum analyze');
    report.seconds.analyze = Math.round((performance.now() - started) / 100) / 10;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
    await pool.end();
  }
  return report;
}

async function main() {
  const { values } = parseArgs({ options: { seed: { type: 'string', default: '2026' }, scale: { type: 'string', default: '1' } } });
  // eslint-disable-next-line no-restricted-properties -- a bench tool reads its own knob
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('usage: DATABASE_URL=postgres://… pnpm bench:scale [--seed 2026] [--scale 1]');
    process.exit(2);
  }
  const seed = Number(values.seed);
  const counts = scaledCounts(Number(values.scale));
  console.log(`national data, seed ${seed}: ${JSON.stringify(counts)}`);
  const started = performance.now();
  const report = await loadNationalData(url, { seed, counts, now: new Date(), storageRoot: '/tmp/bench-scale-files', log: (line) => console.log(line) });
  console.log(JSON.stringify({ ...report, totalSeconds: Math.round((performance.now() - started) / 1000) }));
}

if (process.argv[1]?.endsWith('national-data.ts')) await main();
