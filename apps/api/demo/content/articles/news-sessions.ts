/**
 * News about test sessions held by institutions across the country (adult and children's grades).
 * Each stop is one real-looking report: the text is assembled from the stop's data, and the
 * numbers in the tables are drawn from a generator seeded by the city, so they never change.
 */
import { addDays, daySpan, daysBeforeAnchor, fullDate, monthDay, yearOf } from '../clock.js';
import { seededRandom, seedOf, type Random } from '../random.js';
import { chineseNumber, figure, gradeName, gradeRange, h3, p, table, ul } from './html.js';
import type { ArticleDraft } from './types.js';

interface SessionStop {
  /** e.g. 江苏省 */
  province: string;
  /** e.g. 南京 */
  city: string;
  institution: string;
  venue: string;
  /** the province's n-th session this year */
  nth: number;
  courts: number;
  participants: number;
  evaluators: number;
  grades: readonly [number, number];
  /** the one thing that made this session different */
  highlight: string;
  /** a remark from the evaluation team */
  remark: string;
  /** publication day; the test ran on the two days ending two days earlier */
  daysAgo: number;
}

/** Published on a Tuesday (daysAgo ≡ 1 mod 7), so the test weekend is the Saturday and Sunday before. */
const ADULT_STOPS: readonly SessionStop[] = [
  {
    province: '江苏省', city: '南京', institution: '南京玄武飞羽羽毛球俱乐部', venue: '玄武全民健身中心羽毛球馆',
    nth: 4, courts: 12, participants: 186, evaluators: 9, grades: [1, 6], daysAgo: 8,
    highlight: '本期测试首次启用平台“扫码检录”，运动员出示报名订单中的检录码即可完成身份核验，检录用时较上期缩短近一半。',
    remark: '从现场表现看，报考四级以上的运动员在后场步法和击球连贯性上进步明显，网前技术的细腻程度仍有提升空间。',
  },
  {
    province: '浙江省', city: '杭州', institution: '杭州钱塘羽翼体育培训中心', venue: '钱塘江滨体育馆',
    nth: 3, courts: 10, participants: 142, evaluators: 8, grades: [1, 5], daysAgo: 36,
    highlight: '考虑到不少报名者为在职人员，承办机构将测试安排在周末两天，并按等级分上午、下午两个时段进行，尽量减少运动员的等候时间。',
    remark: '多数运动员动作规范、准备充分，但个别报考五级的运动员在连续击球时出现体能下降，建议日常训练中加强专项体能。',
  },
  {
    province: '广东省', city: '深圳', institution: '深圳湾羽动体育发展有限公司', venue: '南山海岸线羽毛球馆',
    nth: 3, courts: 14, participants: 213, evaluators: 11, grades: [1, 7], daysAgo: 64,
    highlight: '本期报名者中近三成是首次参加等级评定的成年爱好者，其中年龄最大的一位已年过六旬，顺利通过了三级测试。',
    remark: '首次参测的运动员普遍对测试流程比较陌生，建议报名前认真阅读测试班详情中的项目说明，并提前到场熟悉场地。',
  },
  {
    province: '湖北省', city: '武汉', institution: '武汉江城羽跃体育俱乐部', venue: '东湖全民健身中心羽毛球馆',
    nth: 3, courts: 8, participants: 97, evaluators: 10, grades: [4, 9], daysAgo: 92,
    highlight: '本期测试设置了“高等级专场”，七级至九级的测试集中在同一片场地进行，每名运动员由两名考评员同时评分、取平均成绩。',
    remark: '高等级运动员之间差距主要体现在战术意识和关键分处理上，单打实战环节的对抗强度明显高于往期。',
  },
  {
    province: '山东省', city: '青岛', institution: '青岛海风羽毛球培训学校', venue: '崂山体育公园羽毛球馆',
    nth: 2, courts: 10, participants: 158, evaluators: 8, grades: [1, 6], daysAgo: 127,
    highlight: '承办机构联合周边三所中学组织学生集体报名，并为参测学生统一准备了号码布和饮用水，现场秩序井然。',
    remark: '学生运动员基本功扎实，但比赛经验相对不足；成年运动员则在步法规范性上失分较多，两类群体各有短板。',
  },
  {
    province: '福建省', city: '厦门', institution: '厦门鹭岛羽联体育有限公司', venue: '集美新城体育中心羽毛球馆',
    nth: 2, courts: 12, participants: 171, evaluators: 9, grades: [1, 7], daysAgo: 155,
    highlight: '为方便外地运动员，承办机构在测试班详情页公布了详细的交通指引，并在场馆入口设置了咨询台，专人解答报名和检录问题。',
    remark: '本期七级测试通过率不高，主要失分在后场连续进攻的质量和防守反击的衔接上，这两项将是高等级测试的重点。',
  },
  {
    province: '陕西省', city: '西安', institution: '西安长安羽韵体育文化有限公司', venue: '曲江新区全民健身馆',
    nth: 2, courts: 8, participants: 104, evaluators: 7, grades: [1, 5], daysAgo: 183,
    highlight: '这是该机构取得测试资质后承办的第一场测试，省羽毛球协会派出督导员全程监督，对检录、计分和成绩复核等环节给予了肯定。',
    remark: '新机构首场测试组织得比较规范，下一步要在场地轮转和候考区管理上再细化，让运动员有更充分的热身时间。',
  },
  {
    province: '湖南省', city: '长沙', institution: '长沙麓山羽毛球俱乐部', venue: '梅溪湖体育中心羽毛球馆',
    nth: 2, courts: 10, participants: 135, evaluators: 8, grades: [1, 6], daysAgo: 218,
    highlight: '测试结束后，考评组为未通过的运动员逐一说明失分项目，并给出有针对性的训练建议，受到运动员和家长的欢迎。',
    remark: '反手技术仍是普遍短板，不少运动员反手高远球达不到后场区域，建议在日常训练中有意识地增加反手练习比重。',
  },
  {
    province: '北京市', city: '北京', institution: '北京朝阳羽翔体育培训中心', venue: '朝阳区东坝全民健身中心',
    nth: 2, courts: 16, participants: 248, evaluators: 14, grades: [1, 8], daysAgo: 253,
    highlight: '本期测试全程使用电子评分终端，考评员现场录入分数后系统即时汇总，减少了人工誊写差错，成绩提交时间比往期提前了一天。',
    remark: '电子评分让每一项扣分都有据可查，运动员在成绩公布后可以清楚看到各项目得分，对后续训练很有帮助。',
  },
  {
    province: '河南省', city: '郑州', institution: '郑州中原羽动体育有限公司', venue: '郑东新区体育馆',
    nth: 1, courts: 12, participants: 167, evaluators: 9, grades: [1, 6], daysAgo: 288,
    highlight: '由于报名人数超出预期，承办机构在报名截止前两天申请增开一个测试班，经省羽毛球协会审核通过后及时开放了报名。',
    remark: '本期运动员以青少年和中青年爱好者为主，整体水平较为平均，三级和四级的通过率均在八成以上。',
  },
  {
    province: '黑龙江省', city: '哈尔滨', institution: '哈尔滨冰城羽毛球运动俱乐部', venue: '松北全民健身中心羽毛球馆',
    nth: 1, courts: 8, participants: 88, evaluators: 6, grades: [1, 5], daysAgo: 309,
    highlight: '测试正值严寒时节，承办机构提前开放场馆预热，并将检录区设在馆内，运动员入场后即可直接进入热身区。',
    remark: '冬季室内外温差大，运动员务必充分热身，本期测试未发生运动损伤，这与现场组织的细致安排密不可分。',
  },
  {
    province: '四川省', city: '成都', institution: '成都锦官城羽毛球运动中心', venue: '锦江体育公园羽毛球馆',
    nth: 4, courts: 12, participants: 176, evaluators: 10, grades: [1, 7], daysAgo: 330,
    highlight: '测试当天气温骤降，承办机构提前开放热身区并准备了热饮，考评组也适当延长了各组热身时间。',
    remark: '成都地区参测人数逐年增加，报考中高等级的比例明显提高，说明群众性羽毛球训练的质量在不断提升。',
  },
  {
    province: '云南省', city: '昆明', institution: '昆明春城羽毛球培训中心', venue: '呈贡体育训练基地羽毛球馆',
    nth: 3, courts: 8, participants: 92, evaluators: 6, grades: [1, 6], daysAgo: 365,
    highlight: '考虑到高原环境对体能的影响，考评组在多球测试环节适当增加了组间休息时间，并在场边安排了医务人员值守。',
    remark: '运动员在技术动作上完成度较高，但在连续多拍对抗中体能分配略显不足，建议赛前做好针对性准备。',
  },
];

/** Test content by grade band (一级至三级, 四级至六级, 七级至九级). */
const TEST_ITEMS: ReadonlyArray<{ from: number; to: number; items: readonly string[] }> = [
  { from: 1, to: 3, items: ['握拍方法与准备姿势', '正手发高远球与反手发网前球', '正手击高远球', '网前放网', '中场基本步法'] },
  { from: 4, to: 6, items: ['正反手击高远球', '后场吊球与杀球', '网前搓球、推球与勾对角', '平抽挡与接杀挡网', '前后场综合步法', '半场攻防对抗'] },
  { from: 7, to: 9, items: ['后场连续进攻', '网前封网与扑球', '四方球控制', '防守反击', '全场综合步法', '单打实战对抗'] },
];

function testItems([low, high]: readonly [number, number]): string[] {
  return TEST_ITEMS.filter((band) => band.from <= high && band.to >= low).map((band) => {
    const label = gradeRange([Math.max(band.from, low), Math.min(band.to, high)]);
    return `<strong>${label}：</strong>${band.items.join('、')}`;
  });
}

interface GradeRow {
  grade: number;
  entered: number;
  passed: number;
}

/** Splits the participants over the grades (fewer at the top) and draws a pass rate per grade. */
function gradeRows(total: number, grades: readonly [number, number], random: Random): GradeRow[] {
  const codes: number[] = [];
  for (let g = grades[0]; g <= grades[1]; g += 1) codes.push(g);
  const weights = codes.map((_, i) => (codes.length - i) * 2 + random.int(0, 3));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(3, Math.floor((total * w) / weightSum)));
  counts[0] += total - counts.reduce((a, b) => a + b, 0);
  return codes.map((grade, i) => {
    const rate = 0.93 - i * 0.035 - random.next() * 0.08;
    return { grade, entered: counts[i], passed: Math.min(counts[i], Math.round(counts[i] * rate)) };
  });
}

function percent(passed: number, entered: number): string {
  return `${((passed / entered) * 100).toFixed(1)}%`;
}

const CLOSING =
  '测试成绩由承办机构提交，经省羽毛球协会审核、中国羽毛球协会复核后在平台公布。运动员可登录平台在“个人中心”查看本人成绩；' +
  '对成绩有异议的，可在成绩公布之日起<strong>7日内</strong>在线提交申诉。通过测试的运动员将获得相应等级证书，证书信息发布后可在“公开查询”栏目核验。';

function adultSession(stop: SessionStop, index: number): ArticleDraft {
  const random = seededRandom(seedOf(stop.city + stop.institution));
  const published = daysBeforeAnchor(stop.daysAgo, 0, 0);
  const testEnd = addDays(published, -2);
  const testStart = addDays(published, -3);
  const year = yearOf(published);
  const span = daySpan(testStart, testEnd);
  const range = gradeRange(stop.grades);
  const rows = gradeRows(stop.participants, stop.grades, random);
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const opening =
    `${span}，${stop.province}${year}年第${chineseNumber(stop.nth)}期羽毛球运动水平等级评定测试在${stop.city}${stop.venue}举行。` +
    `本期测试由${stop.institution}承办，共有${stop.participants}名运动员参加了${range}的测试，最终${passed}人通过，整体通过率${percent(passed, stop.participants)}。`;
  const subjects = [
    `${stop.city}举办${year}年第${chineseNumber(stop.nth)}期羽毛球等级评定测试`,
    `${stop.participants}名运动员参加${stop.city}站等级评定测试`,
    `${stop.province}羽毛球运动水平等级评定测试在${stop.city}举行`,
    `${stop.institution}完成本年度第${chineseNumber(stop.nth)}期测试`,
  ];
  const subject = subjects[index % subjects.length];
  const summary = `${span}，${stop.participants}名运动员在${stop.city}${stop.venue}参加${range}测试，${passed}人通过。`;
  const organisation =
    `本期测试共启用${stop.courts}片场地，${stop.evaluators}名考评员分${Math.ceil(stop.evaluators / 3)}个考评组执裁。` +
    '测试按“检录—热身—技术测试—实战测试”的顺序进行，每个等级的测试项目和评分细则均在测试班详情中提前公布。';
  const figureAlt = `${stop.city}站测试现场，考评员正在为运动员评分`;
  const variant = index % 3;
  let body: string;
  let figures: ArticleDraft['figures'];
  if (variant === 0) {
    body = [
      p(opening),
      h3('测试组织'),
      p(organisation),
      p(stop.highlight),
      h3('各等级参测情况'),
      table(
        ['测试等级', '参测人数', '通过人数', '通过率'],
        rows.map((row) => [gradeName(row.grade), row.entered, row.passed, percent(row.passed, row.entered)]),
      ),
      p(`考评组负责人在总结时说：“${stop.remark}”`),
      p(CLOSING),
    ].join('');
  } else if (variant === 1) {
    body = [
      p(opening),
      p('根据《羽毛球运动水平等级评定标准》，本期测试主要考核以下内容：'),
      ul(testItems(stop.grades)),
      p(organisation + stop.highlight),
      p(`考评组在测试结束后进行了集中讲评，认为${stop.remark}`),
      p(CLOSING),
    ].join('');
  } else {
    body = [
      p(opening),
      figure(0),
      h3('现场亮点'),
      p(stop.highlight),
      p(organisation),
      h3('考评组点评'),
      p(stop.remark),
      h3('成绩发布'),
      p(CLOSING),
    ].join('');
    figures = [{ motif: 'court', label: '测试现场', title: `${stop.city}站 · ${range}测试`, caption: `${fullDate(testStart)} · ${stop.venue}`, alt: figureAlt }];
  }
  return {
    kind: 'news',
    subject,
    summary,
    body,
    daysAgo: stop.daysAgo,
    time: [10 + (index % 6), (index * 17) % 60],
    art: { motif: index % 2 === 0 ? 'court' : 'rackets', label: '测试动态', title: `${stop.city}站 · 第${chineseNumber(stop.nth)}期等级评定测试`, caption: stop.venue },
    figures,
  };
}

interface YouthStop {
  province: string;
  city: string;
  institution: string;
  venue: string;
  children: number;
  ages: string;
  grades: readonly [number, number];
  highlight: string;
  daysAgo: number;
}

const YOUTH_STOPS: readonly YouthStop[] = [
  {
    province: '上海市', city: '上海', institution: '上海浦东小飞鹰少儿羽毛球训练营', venue: '浦东新区源深体育中心',
    children: 126, ages: '6至12岁', grades: [10, 14], daysAgo: 15,
    highlight: '承办机构在场边设置了家长观摩区，家长可以隔着安全线观看孩子测试，但不进入测试区域，既让家长安心，也保证了测试秩序。',
  },
  {
    province: '广东省', city: '广州', institution: '广州天河羽童体育发展有限公司', venue: '天河体育中心综合训练馆',
    children: 158, ages: '5至13岁', grades: [10, 15], daysAgo: 50,
    highlight: '为缓解小选手的紧张情绪，考评员在测试开始前带领孩子们做了十分钟的趣味热身游戏，不少孩子笑着走进了测试场地。',
  },
  {
    province: '江苏省', city: '苏州', institution: '苏州姑苏羽苗少儿体育俱乐部', venue: '苏州工业园区全民健身中心',
    children: 97, ages: '6至11岁', grades: [10, 13], daysAgo: 106,
    highlight: '本期测试正值暑期，承办机构将测试时间安排在上午九点前和下午四点后，避开了一天中最炎热的时段。',
  },
  {
    province: '重庆市', city: '重庆', institution: '重庆渝北飞羽少儿羽毛球俱乐部', venue: '渝北区体育馆',
    children: 112, ages: '7至14岁', grades: [10, 16], daysAgo: 169,
    highlight: '本期首次开设少儿七级测试，三名小选手通过了包括半场对抗在内的全部考核，成为当地首批少儿七级证书获得者。',
  },
  {
    province: '安徽省', city: '合肥', institution: '合肥滨湖羽乐少儿体育培训中心', venue: '滨湖新区体育训练馆',
    children: 84, ages: '6至12岁', grades: [10, 13], daysAgo: 232,
    highlight: '承办机构按年龄把小选手分为低龄组和高龄组，分别安排在不同场地测试，减少了孩子们的等候时间。',
  },
  {
    province: '天津市', city: '天津', institution: '天津津门羽苗训练中心', venue: '南开区全民健身中心',
    children: 103, ages: '6至13岁', grades: [10, 14], daysAgo: 302,
    highlight: '寒假前夕的这场测试吸引了不少第一次接触等级评定的孩子，承办机构专门准备了图文并茂的测试流程说明，在检录时发放给家长。',
  },
];

const YOUTH_ITEMS = [
  '<strong>趣味步法：</strong>按指定路线完成米字步移动，考察灵敏性与协调性',
  '<strong>抛接与颠球：</strong>正反手连续颠球，考察球感与手眼配合',
  '<strong>发球：</strong>正手发高远球、反手发网前球，考察动作规范',
  '<strong>击球：</strong>正手击高远球、网前挑球，高等级增加吊球与平抽',
  '<strong>对抗：</strong>少儿五级及以上增设半场对抗，考察击球线路与判断',
];

function youthSession(stop: YouthStop, index: number): ArticleDraft {
  const random = seededRandom(seedOf(stop.city + stop.venue));
  const published = daysBeforeAnchor(stop.daysAgo, 0, 0);
  const testDay = addDays(published, -2);
  const rows = gradeRows(stop.children, stop.grades, random);
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const range = gradeRange(stop.grades);
  const subjects = [
    `${stop.city}少儿羽毛球运动水平等级评定测试举行`,
    `${stop.children}名小选手参加${stop.city}少儿等级测试`,
    `${stop.institution}举办少儿等级评定专场`,
  ];
  const body = [
    p(
      `${monthDay(testDay)}，${stop.city}少儿羽毛球运动水平等级评定测试在${stop.venue}举行。本次测试由${stop.institution}承办，` +
        `${stop.children}名${stop.ages}的小选手参加了${range}的测试，${passed}人顺利通过。`,
    ),
    p('少儿等级测试专为18周岁以下的青少年儿童设置，测试内容在成人标准的基础上突出趣味性和基础动作规范，主要包括：'),
    ul(YOUTH_ITEMS.slice(0, stop.grades[1] >= 14 ? 5 : 4)),
    p(stop.highlight),
    index % 2 === 0
      ? table(
          ['测试等级', '参测人数', '通过人数'],
          rows.map((row) => [gradeName(row.grade), row.entered, row.passed]),
        )
      : p(`从各等级情况看，${gradeName(rows[0].grade)}参测${rows[0].entered}人、通过${rows[0].passed}人；${gradeName(rows[rows.length - 1].grade)}参测${rows[rows.length - 1].entered}人、通过${rows[rows.length - 1].passed}人。`),
    p(
      '考评组提醒家长，少儿等级评定重在激发兴趣、规范动作，不必急于“跳级”。按平台规则，首次报名可从少儿一级至少儿三级中选择，此后每次最多比已取得的最高等级高一级。' +
        '少儿等级证书发布后，可与成人证书一样在“公开查询”栏目核验。',
    ),
  ].join('');
  return {
    kind: 'news',
    subject: subjects[index % subjects.length],
    summary: `${stop.children}名${stop.ages}的小选手在${stop.city}参加${range}测试，${passed}人通过。`,
    body,
    daysAgo: stop.daysAgo,
    time: [9 + (index % 7), (index * 23 + 5) % 60],
    art: { motif: 'youth', label: '少儿测试', title: `${stop.city} · 少儿等级评定测试`, caption: stop.venue },
  };
}

export function sessionNews(): ArticleDraft[] {
  // Guard: the data promises a Tuesday publication after a weekend test.
  for (const stop of [...ADULT_STOPS, ...YOUTH_STOPS]) {
    if (stop.daysAgo % 7 !== 1) throw new Error(`测试新闻应在周二发布：${stop.city}`);
  }
  return [...ADULT_STOPS.map(adultSession), ...YOUTH_STOPS.map(youthSession)];
}
