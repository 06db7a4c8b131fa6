/**
 * The portal demo data (issue 4): institutions, evaluators, athletes with certificates and test
 * history, test classes in every state and evaluator training classes.
 *
 * Deterministic for a given calendar day: every window is computed from the Asia/Shanghai day of
 * `now` (the seed date), so the sign-up list always has classes open right after a fresh start,
 * and two runs on the same day build the same data. Nothing here touches the database or the disk.
 */
import { gradeLabel, TestClassStatus, type TestClassStatusCode } from '@badminton/contracts';
import { idNumberCheckCharacter } from '@badminton/validation';
import { buildRegionRows } from '../../src/reference-data/regions';
import { drawPicture, type Rgb } from '../accounts/png';
import { seededRandom, type Random } from '../content/random';
import { drawScene, type SceneKind } from '../accounts/scenes';
import {
  APTITUDE_OPTIONS,
  BRANDS,
  DEMO_CITY_CODES,
  GIVEN_FEMALE,
  GIVEN_MALE,
  INSTITUTION_KINDS,
  ROADS,
  SURNAMES,
  TRAINING_CONTENTS,
  VENUES,
} from './names';

/** Mobiles of the demo accounts the portal data attaches to (demo/accounts). */
export const DEMO_ATHLETE_MOBILE = '13800000001';
export const DEMO_EVALUATOR_MOBILE = '13800000002';
export const DEMO_INSTITUTION_MOBILE = '13800000003';

/** Open classes of the demo institution where the demo athlete has several, one and no eligible grades. */
export const SHOWCASE_CLASSES = {
  several: '羽翔体育2026冬季等级测试班',
  one: '羽翔体育四至六级进阶测试班',
  none: '羽翔体育七至九级高级测试班',
  stopped: '羽翔体育周末少儿测试班（已停止报名）',
} as const;

export interface Place {
  provinceId: number;
  cityId: number;
  districtId: number;
  provinceName: string;
  cityName: string;
  districtName: string;
}

export interface InstitutionSeed {
  /** Set for the demo institution account (already loaded): only its public row is added. */
  demoMobile: string | null;
  mobile: string;
  fullName: string;
  nickname: string;
  businessLicense: string;
  place: Place;
  detailedAddress: string;
  principal: string;
  principalTel: string;
  legalPerson: string;
  legalPersonIdNumber: string;
  views: string[];
  approvalStatus: number;
  star: number;
  introduce: string;
  sort: number;
}

export interface EvaluatorSeed {
  demoMobile: string | null;
  mobile: string;
  name: string;
  englishName: string;
  sex: 0 | 1;
  idNumber: string;
  birthday: string;
  place: Place;
  education: string;
  photo: string;
  rank: number;
  rankObtainedOn: string;
  star: number;
  trainings: Array<{ trainingIndex: number; grade: number; feeType: number; completedOn: string }>;
}

export interface CertificateSeed {
  number: string;
  numbering: string;
  createdDate: string;
  published: boolean;
  isGrant: boolean;
}

export interface TestRecordSeed {
  classIndex: number;
  grade: number;
  /** 1 pass, 2 fail. */
  judgment: 1 | 2;
  certificate: CertificateSeed | null;
}

export interface AthleteSeed {
  demoMobile: string | null;
  loginName: string;
  contactMobile: string;
  name: string;
  englishName: string;
  sex: 0 | 1;
  birthday: string;
  place: Place;
  photo: string | null;
  openQuery: boolean;
  createdAt: string;
  records: TestRecordSeed[];
}

export interface TestClassSeed {
  institutionIndex: number;
  title: string;
  place: Place;
  detailedAddress: string;
  registrationStart: string;
  registrationEnd: string;
  testStart: string;
  testEnd: string;
  testNum: number;
  status: TestClassStatusCode;
  approvalComments: string | null;
  isStop: boolean;
  filePath: string;
  contact: string;
  contactNumber: string;
  createdAt: string;
  /** Sign-up fee of each grade in fen (1/100 元). */
  grades: Array<{ grade: number; feeFen: number }>;
  evaluators: Array<{ evaluatorIndex: number; level: number; isLeader: boolean }>;
}

export interface TrainingClassSeed {
  name: string;
  trainType: number;
  grade: number;
  place: Place;
  detailAddr: string;
  applyStart: string;
  applyEnd: string;
  openingStart: string;
  openingEnd: string;
  assessmentStart: string;
  assessmentEnd: string;
  isStop: boolean;
  aptitude: string[];
  noticeTitle: string;
  noticeContent: string;
  filePath: string;
  createdAt: string;
  /** Fees in fen (1/100 元). */
  fees: Array<{ feeType: number; feeFen: number }>;
  contents: Array<{ content: string; assessmentMethod: string }>;
}

export interface PortalSeed {
  institutions: InstitutionSeed[];
  evaluators: EvaluatorSeed[];
  athletes: AthleteSeed[];
  testClasses: TestClassSeed[];
  trainingClasses: TrainingClassSeed[];
  /** Pictures, relative to the storage root. */
  /** Pictures, encoded while the seed is built (awaited by the loader). */
  files: Array<{ path: string; body: Promise<Uint8Array> }>;
}

export const PORTAL_COUNTS = {
  institutions: 33,
  /** Institutions whose qualification is not finally approved (not public). */
  unapprovedInstitutions: 3,
  evaluators: 64,
  athletes: 2000,
  pastClasses: 30,
  trainingClasses: 12,
} as const;

// ------------------------------------------------------------------ clock (wall-time milliseconds)

const DAY = 86_400_000;
const SHANGHAI_OFFSET = 8 * 3_600_000;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function wire(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function day(ms: number): string {
  return wire(ms).slice(0, 10);
}

/** Shanghai midnight of `now`, as wall-time milliseconds. */
function wallMidnight(now: Date): number {
  const wall = now.getTime() + SHANGHAI_OFFSET;
  return wall - (wall % DAY);
}

function at(midnight: number, days: number, hour: number, minute = 0): number {
  return midnight + days * DAY + (hour * 60 + minute) * 60_000;
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

// ------------------------------------------------------------------ places and people

function buildPlaces(): Place[] {
  const rows = buildRegionRows();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const places: Place[] = [];
  for (const cityId of DEMO_CITY_CODES) {
    const city = byId.get(cityId);
    if (!city) continue;
    const province = byId.get(city.parentId);
    if (!province) continue;
    const districts = rows.filter((row) => row.parentId === cityId).slice(0, 4);
    for (const district of districts) {
      places.push({
        provinceId: province.id,
        cityId: city.id,
        districtId: district.id,
        provinceName: province.areaName,
        cityName: city.areaName,
        districtName: district.areaName,
      });
    }
  }
  if (places.length === 0) throw new Error('行政区划数据缺失，无法生成演示数据');
  return places;
}

function personName(random: Random, sex: 0 | 1): string {
  return random.pick(SURNAMES) + random.pick(sex === 0 ? GIVEN_MALE : GIVEN_FEMALE);
}

const PINYIN_HINT = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'];

function englishName(random: Random): string {
  return `${random.pick(PINYIN_HINT)} ${random.pick(['Hao', 'Yu', 'Xin', 'Jie', 'Ming', 'Ting', 'Lei', 'Na', 'Chen', 'Yi'])}`;
}

/** A valid national ID number (checksum included) for a district, birthday and sex; unique within `taken`. */
function idNumber(districtId: number, birthday: string, sex: 0 | 1, taken: Set<string>, start: number): string {
  const date = birthday.replaceAll('-', '');
  for (let offset = 0; offset < 500; offset += 1) {
    const seq = ((start + offset) % 499) * 2 + (sex === 0 ? 1 : 0);
    const first17 = `${districtId}${date}${pad(seq, 3)}`;
    const id = first17 + idNumberCheckCharacter(first17);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  throw new Error('无法生成不重复的身份证号码');
}

function birthdayAt(midnight: number, random: Random, age: number): string {
  return day(midnight - age * 365.25 * DAY - random.int(10, 350) * DAY);
}

// ------------------------------------------------------------------ pictures

const PALETTE: Rgb[] = [
  [46, 125, 196],
  [38, 128, 92],
  [196, 84, 54],
  [120, 82, 170],
  [210, 150, 40],
  [40, 150, 160],
  [180, 60, 110],
  [90, 110, 60],
];

function pictures(prefix: string, count: number, width: number, height: number, accent: Rgb) {
  return Array.from({ length: count }, (_, i) => ({
    path: `upload/demo/${prefix}-${i + 1}.png`,
    body: drawPicture(width, height, PALETTE[i % PALETTE.length], accent),
  }));
}

/** Venue, test-class and training photos: text-free PNG scenes (what an institution would upload). */
function scenes(prefix: string, count: number, width: number, height: number, kinds: readonly SceneKind[]) {
  return Array.from({ length: count }, (_, i) => ({
    path: `upload/demo/${prefix}-${i + 1}.png`,
    body: drawScene(width, height, kinds[i % kinds.length], i + prefix.length),
  }));
}

// ------------------------------------------------------------------ the seed

/** Money is written in fen (decision 0017). */
const FEN_PER_YUAN = 100;

/** The sign-up fee of a grade, in fen: whole 元 amounts such as 180 元 for grade 1. */
function feeFen(grade: number): number {
  return (grade <= 9 ? 150 + grade * 30 : 120 + (grade - 9) * 20) * FEN_PER_YUAN;
}

const PAST_GRADE_SETS: number[][] = [
  [1, 2, 3, 4, 5, 6, 10, 11, 12, 13],
  [4, 5, 6, 7, 8, 9, 13, 14, 15, 16],
  [1, 2, 3, 4, 5, 6, 7, 8, 9],
];

const CHINESE_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export function buildPortalSeed(now: Date, url: (path: string) => string = (path) => `/wwwroot/${path}`): PortalSeed {
  const random = seededRandom(20261121);
  const midnight = wallMidnight(now);
  const places = buildPlaces();
  const tianhe = places.find((place) => place.districtId === 440106) ?? places[0];

  const files = [
    ...scenes('institution', 6, 480, 320, ['venue', 'court', 'rackets']),
    ...pictures('evaluator', 8, 160, 200, [250, 214, 165]),
    ...pictures('athlete', 8, 160, 200, [240, 200, 160]),
    ...scenes('test-class', 6, 480, 270, ['court', 'rackets', 'venue']),
    ...scenes('training', 3, 480, 270, ['venue', 'court', 'rackets']),
  ];
  const pick = (prefix: string, i: number) => {
    const all = files.filter((file) => file.path.startsWith(`upload/demo/${prefix}-`));
    return url(all[i % all.length].path);
  };

  // ---- institutions (index 0 is the demo institution 羽翔体育)
  const institutions: InstitutionSeed[] = [];
  for (let i = 0; i < PORTAL_COUNTS.institutions; i += 1) {
    const place = i === 0 ? tianhe : places[(i * 7) % places.length];
    const brand = BRANDS[i % BRANDS.length];
    const cityShort = place.cityName.replace(/市$/, '');
    const fullName = i === 0 ? '广州市羽翔体育培训有限公司' : `${place.cityName}${brand}${INSTITUTION_KINDS[i % INSTITUTION_KINDS.length]}`;
    const nickname = i === 0 ? '羽翔体育' : `${cityShort.slice(0, 4)}${brand}`;
    const approvalStatus = i >= PORTAL_COUNTS.institutions - PORTAL_COUNTS.unapprovedInstitutions ? [1, 2, 4][i % 3] : 3;
    institutions.push({
      demoMobile: i === 0 ? DEMO_INSTITUTION_MOBILE : null,
      mobile: `1391000${pad(i + 1, 4)}`,
      fullName,
      nickname,
      businessLicense: `91${String(place.districtId)}MA${pad(i + 11, 2)}X${pad(i * 37 + 100, 4)}`.slice(0, 18),
      place,
      detailedAddress: `${place.districtName}${random.pick(ROADS)}${random.int(1, 300)}号${random.pick(VENUES)}`,
      principal: personName(random, 0),
      principalTel: `1370000${pad(i + 1, 4)}`,
      legalPerson: personName(random, random.int(0, 1) as 0 | 1),
      legalPersonIdNumber: '',
      views: [pick('institution', i), pick('institution', i + 1)],
      approvalStatus,
      star: i === 0 ? 5 : random.int(3, 5),
      introduce:
        `${fullName}是经${place.provinceName}羽毛球协会推荐、中国羽毛球协会审核通过的羽毛球运动水平等级评定测试机构，` +
        `拥有标准塑胶场地${random.int(6, 24)}片，专职教练${random.int(5, 30)}名，常年开设青少年与成人羽毛球培训课程，` +
        `定期承办${place.cityName}羽毛球运动水平等级测试。`,
      sort: i === 0 ? 100 : 0,
    });
  }
  const legalIds = new Set<string>();
  for (const [i, institution] of institutions.entries()) {
    institution.legalPersonIdNumber = idNumber(institution.place.districtId, birthdayAt(midnight, random, random.int(35, 58)), 0, legalIds, i);
  }

  // ---- evaluators (index 0 is the demo evaluator 王振华)
  const evaluatorIds = new Set<string>();
  const evaluators: EvaluatorSeed[] = [];
  for (let i = 0; i < PORTAL_COUNTS.evaluators; i += 1) {
    const sex = (i % 3 === 2 ? 1 : 0) as 0 | 1;
    const place = i === 0 ? tianhe : places[(i * 5 + 3) % places.length];
    const birthday = birthdayAt(midnight, random, random.int(28, 56));
    const rank = i === 0 ? 1 : i % 4 === 1 ? 1 : i % 4 === 2 ? 2 : 3;
    evaluators.push({
      demoMobile: i === 0 ? DEMO_EVALUATOR_MOBILE : null,
      mobile: `1392000${pad(i + 1, 4)}`,
      name: personName(random, sex),
      englishName: englishName(random),
      sex,
      idNumber: idNumber(place.districtId, birthday, sex, evaluatorIds, i),
      birthday,
      place,
      education: String(random.int(4, 6)),
      photo: pick('evaluator', i),
      rank,
      rankObtainedOn: day(midnight - random.int(120, 1400) * DAY),
      star: i === 0 ? 5 : random.int(2, 5),
      trainings: [],
    });
  }

  // ---- training classes: 0–6 finished, 7–11 open or upcoming
  const trainingGrades = [3, 2, 1, 3, 2, 3, 1, 3, 2, 1, 3, 2];
  const trainingClasses: TrainingClassSeed[] = trainingGrades.map((grade, i) => {
    const place = places[(i * 11 + 1) % places.length];
    const past = i < 7;
    const applyStart = past ? at(midnight, -1000 + i * 140, 9) : at(midnight, i === 11 ? 10 : -12 + i, 9);
    const applyEnd = applyStart + (past ? 30 : 40) * DAY + 9 * 3_600_000;
    const openingStart = applyEnd + 7 * DAY;
    const openingEnd = openingStart + 4 * DAY;
    const trainType = i % 3 === 2 ? 2 : i % 3 === 1 ? 1 : 3;
    const rankName = gradeLabel(30 + grade);
    const year = yearOf(applyStart);
    return {
      name: `${year}年${place.provinceName}${rankName}培训班（第${CHINESE_ORDINALS[i % 12]}期）`,
      trainType,
      grade,
      place,
      detailAddr: `${place.districtName}${ROADS[i % ROADS.length]}${20 + i}号${VENUES[i % VENUES.length]}`,
      applyStart: wire(applyStart),
      applyEnd: wire(applyEnd),
      openingStart: wire(openingStart),
      openingEnd: wire(openingEnd),
      assessmentStart: wire(openingEnd - 8 * 3_600_000),
      assessmentEnd: wire(openingEnd),
      isStop: i === 10,
      aptitude: grade === 3 ? [APTITUDE_OPTIONS[0]] : [...APTITUDE_OPTIONS],
      noticeTitle: `关于举办${rankName}培训班的通知`,
      noticeContent:
        `<p>为加强羽毛球运动水平等级评定考评员队伍建设，定于${day(openingStart)}至${day(openingEnd)}在${place.cityName}举办${rankName}培训班。</p>` +
        `<p>报名条件：年满18周岁，热爱羽毛球运动，身体健康，${grade === 3 ? '具有一定羽毛球专项基础' : `已取得${gradeLabel(31 + grade)}资格并有一年以上测试工作经历`}。</p>` +
        '<p>请学员按时报到，携带身份证原件及运动装备；培训期间严格遵守课堂纪律，考核合格者颁发相应等级考评员证书。</p>',
      filePath: pick('training', i),
      createdAt: wire(applyStart - 5 * DAY),
      fees:
        trainType === 3
          ? [
              { feeType: 1, feeFen: (800 + (3 - grade) * 200) * FEN_PER_YUAN },
              { feeType: 2, feeFen: (300 + (3 - grade) * 100) * FEN_PER_YUAN },
              { feeType: 3, feeFen: (1000 + (3 - grade) * 260) * FEN_PER_YUAN },
            ]
          : [{ feeType: trainType, feeFen: (trainType === 1 ? 800 + (3 - grade) * 200 : 300 + (3 - grade) * 100) * FEN_PER_YUAN }],
      contents: TRAINING_CONTENTS.slice(0, 4 + (i % 3)).map(([content, assessmentMethod]) => ({ content, assessmentMethod })),
    };
  });
  for (const [i, evaluator] of evaluators.entries()) {
    for (let grade = 3; grade >= evaluator.rank; grade -= 1) {
      const candidates = trainingClasses.map((tc, index) => ({ tc, index })).filter(({ tc, index }) => index < 7 && tc.grade === grade);
      const chosen = candidates[(i + grade) % candidates.length];
      evaluator.trainings.push({ trainingIndex: chosen.index, grade, feeType: 3, completedOn: chosen.tc.openingEnd.slice(0, 10) });
    }
  }
  const leaders = evaluators.map((e, index) => ({ e, index })).filter(({ e }) => e.rank === 1).map(({ index }) => index);
  const others = evaluators.map((_, index) => index).filter((index) => !leaders.includes(index));
  const crew = (seed: number, withDemo: boolean) => {
    const leader = withDemo ? 0 : leaders[seed % leaders.length];
    const members = [others[seed % others.length], others[(seed * 3 + 1) % others.length], leaders[(seed + 1) % leaders.length]]
      .filter((index, position, list) => index !== leader && list.indexOf(index) === position);
    return [
      { evaluatorIndex: leader, level: 1, isLeader: true },
      ...members.map((index) => ({ evaluatorIndex: index, level: evaluators[index].rank, isLeader: false })),
    ];
  };

  // ---- test classes
  const testClasses: TestClassSeed[] = [];
  const addClass = (spec: {
    institutionIndex: number;
    title?: string;
    testStart: number;
    registrationStart: number;
    registrationEnd: number;
    status?: TestClassSeed['status'];
    grades: number[];
    isStop?: boolean;
    approvalComments?: string | null;
    withDemoEvaluator?: boolean;
    place?: Place;
  }) => {
    const institution = institutions[spec.institutionIndex];
    const place = spec.place ?? institution.place;
    const index = testClasses.length;
    const year = yearOf(spec.testStart);
    testClasses.push({
      institutionIndex: spec.institutionIndex,
      title: spec.title ?? `${institution.nickname}${year}年第${CHINESE_ORDINALS[index % 12]}期羽毛球等级测试班`,
      place,
      detailedAddress: institution.detailedAddress,
      registrationStart: wire(spec.registrationStart),
      registrationEnd: wire(spec.registrationEnd),
      testStart: wire(spec.testStart),
      testEnd: wire(spec.testStart + DAY + 8 * 3_600_000),
      testNum: 40 + (index % 5) * 20,
      status: spec.status ?? TestClassStatus.Approved,
      approvalComments: spec.approvalComments ?? null,
      isStop: spec.isStop ?? false,
      filePath: pick('test-class', index),
      contact: institution.principal,
      contactNumber: institution.principalTel,
      createdAt: wire(spec.registrationStart - 20 * DAY),
      grades: spec.grades.map((grade) => ({ grade, feeFen: feeFen(grade) })),
      evaluators: crew(index, spec.withDemoEvaluator ?? false),
    });
    return index;
  };
  const approvedInstitution = (i: number) => 1 + (i % (PORTAL_COUNTS.institutions - PORTAL_COUNTS.unapprovedInstitutions - 1));

  // past, finished classes (test history): every fifth belongs to the demo institution
  const pastClasses: number[] = [];
  for (let i = 0; i < PORTAL_COUNTS.pastClasses; i += 1) {
    const testStart = at(midnight, -1080 + i * 35, 9);
    const demo = i % 5 === 0;
    pastClasses.push(
      addClass({
        institutionIndex: demo ? 0 : approvedInstitution(i),
        testStart,
        registrationStart: testStart - 40 * DAY,
        registrationEnd: testStart - 10 * DAY,
        grades: demo ? PAST_GRADE_SETS[0] : PAST_GRADE_SETS[i % 3],
        withDemoEvaluator: i % 4 === 0,
      }),
    );
  }
  // open for sign-up now: the three showcase classes, one stopped class of the demo institution, and eight more across provinces
  const openWindow = (k: number) => ({
    registrationStart: at(midnight, -12 + (k % 5), 9),
    registrationEnd: at(midnight, 18 + k * 2, 18),
    testStart: at(midnight, 26 + k * 2, 9),
  });
  addClass({ institutionIndex: 0, title: SHOWCASE_CLASSES.several, ...openWindow(0), grades: [4, 5, 13, 14], withDemoEvaluator: true });
  addClass({ institutionIndex: 0, title: SHOWCASE_CLASSES.one, ...openWindow(1), grades: [4, 5, 6], withDemoEvaluator: true });
  addClass({ institutionIndex: 0, title: SHOWCASE_CLASSES.none, ...openWindow(2), grades: [7, 8, 9] });
  addClass({ institutionIndex: 0, title: SHOWCASE_CLASSES.stopped, ...openWindow(3), grades: [10, 11, 12, 13], isStop: true });
  for (let k = 0; k < 8; k += 1) {
    addClass({ institutionIndex: approvedInstitution(k * 3 + 2), ...openWindow(k + 4), grades: PAST_GRADE_SETS[k % 3], isStop: k === 5 });
  }
  // approved, sign-up not yet open
  for (let k = 0; k < 3; k += 1) {
    const registrationStart = at(midnight, 5 + k * 4, 9);
    addClass({
      institutionIndex: approvedInstitution(k * 5 + 4),
      registrationStart,
      registrationEnd: registrationStart + 25 * DAY,
      testStart: registrationStart + 35 * DAY,
      grades: PAST_GRADE_SETS[(k + 1) % 3],
    });
  }
  // approved, sign-up closed, test coming
  for (let k = 0; k < 3; k += 1) {
    const testStart = at(midnight, 3 + k * 3, 9);
    addClass({
      institutionIndex: approvedInstitution(k * 7 + 6),
      registrationStart: testStart - 40 * DAY,
      registrationEnd: testStart - 5 * DAY,
      testStart,
      grades: PAST_GRADE_SETS[k % 3],
    });
  }
  // under review and rejected (never public)
  const reviewStates: Array<[TestClassSeed['status'], string | null]> = [
    [TestClassStatus.Applied, null],
    [TestClassStatus.Applied, null],
    [TestClassStatus.Applied, null],
    [TestClassStatus.ProvinceApproved, '场地与人员配置符合要求，同意报送中羽协审核'],
    [TestClassStatus.ProvinceApproved, '材料齐全，同意'],
    [TestClassStatus.ProvinceApproved, '同意'],
    [TestClassStatus.Rejected, '考评员人数不满足最低测试等级要求，请补充一级考评员后重新申请'],
    [TestClassStatus.Rejected, '测试场地证明材料不清晰，请重新上传'],
  ];
  for (const [k, [status, comments]] of reviewStates.entries()) {
    const registrationStart = at(midnight, 10 + k * 3, 9);
    addClass({
      institutionIndex: k === 0 ? 0 : approvedInstitution(k * 4 + 1),
      registrationStart,
      registrationEnd: registrationStart + 20 * DAY,
      testStart: registrationStart + 30 * DAY,
      status,
      approvalComments: comments,
      grades: PAST_GRADE_SETS[k % 3],
    });
  }

  // ---- athletes (index 0 is the demo athlete 李羽涵)
  let certificateSeq = 0;
  const certificate = (classIndex: number, grade: number): CertificateSeed => {
    certificateSeq += 1;
    const testMs = Date.parse(`${testClasses[classIndex].testStart.replace(' ', 'T')}Z`);
    const issued = testMs + 20 * DAY;
    const year = yearOf(testMs);
    return {
      number: `YM${year}${pad(grade)}${pad(certificateSeq, 6)}`,
      numbering: `${year}${pad(certificateSeq * 7919 % 1_000_000, 6)}${pad(certificateSeq % 100)}`,
      createdDate: wire(issued),
      // the last finished class still waits for its scores to be published
      published: classIndex !== pastClasses[pastClasses.length - 1],
      isGrant: issued < midnight - 60 * DAY,
    };
  };
  const offers = (classIndex: number, grade: number) => testClasses[classIndex].grades.some((g) => g.grade === grade);

  /** Passes `grades` in order in successive past classes from `startAt`; a class offering the grade is needed. */
  const progress = (grades: number[], startAt: number, failEvery: number, under18Until: number | null): TestRecordSeed[] => {
    const records: TestRecordSeed[] = [];
    let position = startAt;
    for (const [n, grade] of grades.entries()) {
      let found = -1;
      for (let p = position; p < pastClasses.length; p += 1) {
        const classIndex = pastClasses[p];
        const testMs = Date.parse(`${testClasses[classIndex].testStart.replace(' ', 'T')}Z`);
        if (under18Until !== null && grade >= 10 && testMs >= under18Until) break;
        if (offers(classIndex, grade)) {
          found = p;
          break;
        }
      }
      if (found < 0) break;
      const classIndex = pastClasses[found];
      if (failEvery > 0 && (n + startAt) % failEvery === 0 && found + 1 < pastClasses.length && offers(pastClasses[found + 1], grade)) {
        records.push({ classIndex, grade, judgment: 2, certificate: null });
        records.push({ classIndex: pastClasses[found + 1], grade, judgment: 1, certificate: certificate(pastClasses[found + 1], grade) });
        position = found + 2;
      } else {
        records.push({ classIndex, grade, judgment: 1, certificate: certificate(classIndex, grade) });
        position = found + 1;
      }
    }
    return records;
  };

  const athleteIds = new Set<string>(['440106201005120025', '440106201003150044']);
  const athletes: AthleteSeed[] = [];
  // The demo athlete: 少儿一至三级 and 一至三级 in the demo institution's past classes.
  const demoClasses = pastClasses.filter((_, p) => p % 5 === 0);
  athletes.push({
    demoMobile: DEMO_ATHLETE_MOBILE,
    loginName: '',
    contactMobile: DEMO_ATHLETE_MOBILE,
    name: '李羽涵',
    englishName: 'Li Yuhan',
    sex: 1,
    birthday: '2010-05-12',
    place: tianhe,
    photo: null,
    openQuery: true,
    createdAt: wire(at(midnight, -1100, 10)),
    records: [
      [demoClasses[0], 10],
      [demoClasses[0], 1],
      [demoClasses[1], 11],
      [demoClasses[1], 2],
      [demoClasses[2], 12],
      [demoClasses[3], 3],
    ].map(([classIndex, grade]) => ({ classIndex, grade, judgment: 1 as const, certificate: certificate(classIndex, grade) })),
  });
  for (let i = 1; i <= PORTAL_COUNTS.athletes; i += 1) {
    const sex = (random.next() < 0.45 ? 1 : 0) as 0 | 1;
    const child = random.next() < 0.4;
    const age = child ? random.int(9, 16) : random.int(18, 46);
    const birthday = birthdayAt(midnight, random, age);
    const birthMs = Date.parse(`${birthday}T00:00:00Z`);
    const eighteenth = Date.UTC(new Date(birthMs).getUTCFullYear() + 18, new Date(birthMs).getUTCMonth(), new Date(birthMs).getUTCDate());
    const place = places[random.int(0, places.length - 1)];
    const startAt = random.int(0, pastClasses.length - 3);
    const failEvery = random.next() < 0.2 ? 2 : 0;
    const records: TestRecordSeed[] = [];
    if (child) {
      const entry = random.int(10, 12);
      const steps = random.int(1, 4);
      records.push(...progress(Array.from({ length: steps }, (_, n) => entry + n).filter((g) => g <= 16), startAt, failEvery, eighteenth));
      if (random.next() < 0.3) records.push(...progress([random.int(1, 3)], startAt + 1, 0, null));
    } else {
      const entry = random.int(1, 3);
      const steps = random.int(1, 5);
      records.push(...progress(Array.from({ length: steps }, (_, n) => entry + n).filter((g) => g <= 9), startAt, failEvery, null));
    }
    if (records.length === 0) records.push(...progress([child ? 10 : 1], 0, 0, child ? eighteenth : null));
    const loginName = idNumber(place.districtId, birthday, sex, athleteIds, i);
    athletes.push({
      demoMobile: null,
      loginName,
      contactMobile: `1${[35, 36, 37, 38, 39, 58, 86, 88][i % 8]}${pad((i * 7_654_321) % 100_000_000, 8)}`,
      name: personName(random, sex),
      englishName: englishName(random),
      sex,
      birthday,
      place,
      photo: i % 3 === 0 ? pick('athlete', i) : null,
      openQuery: i % 10 !== 7,
      createdAt: wire(at(midnight, -1150 + (startAt * 35 - 30), 8) + (i % 600) * 60_000),
      records,
    });
  }

  return { institutions, evaluators, athletes, testClasses, trainingClasses, files };
}
