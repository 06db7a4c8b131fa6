/** News about evaluator training classes (考评员培训班) and grass-roots promotion events. */
import { addDays, daySpan, daysBeforeAnchor, monthDay, yearOf } from '../clock.js';
import { chineseNumber, figure, h3, ol, p, table, ul } from './html.js';
import type { ArticleDraft } from './types.js';

export interface TrainingClass {
  city: string;
  host: string;
  venue: string;
  /** the year's n-th class */
  nth: number;
  rank: '一级' | '二级' | '三级';
  trainees: number;
  passed: number;
  days: number;
  /** where the trainees came from */
  origin: string;
  highlight: string;
  daysAgo: number;
}

export const TRAINING_CLASSES: readonly TrainingClass[] = [
  {
    city: '杭州', host: '浙江省羽毛球协会', venue: '杭州运河体育训练基地', nth: 5, rank: '三级', trainees: 64, passed: 58, days: 4,
    origin: '来自浙江、江苏、上海、安徽四省市的测试机构教练员和俱乐部骨干',
    highlight: '本期培训首次引入“模拟测试场”，学员分组扮演运动员和考评员，按真实流程完成检录、评分和成绩录入，再由讲师逐项复盘。',
    daysAgo: 20,
  },
  {
    city: '广州', host: '广东省羽毛球协会', venue: '广州二沙岛体育训练中心', nth: 4, rank: '二级', trainees: 48, passed: 43, days: 5,
    origin: '已取得三级考评员证书、并有一年以上执裁经历的考评员',
    highlight: '培训安排了高等级测试的专项研讨，学员观看往期测试录像，对同一名运动员独立打分后比对差异，讨论评分尺度的统一。',
    daysAgo: 75,
  },
  {
    city: '成都', host: '四川省羽毛球协会', venue: '成都双流体育中心', nth: 3, rank: '三级', trainees: 72, passed: 63, days: 4,
    origin: '来自四川、重庆、贵州、云南等西南地区的基层教练员和体育教师',
    highlight: '考虑到不少学员来自县区基层，培训专门增加了“小型测试班组织”专题，讲解在场地有限的条件下如何合理安排测试流程。',
    daysAgo: 140,
  },
  {
    city: '沈阳', host: '辽宁省羽毛球协会', venue: '沈阳浑南全民健身中心', nth: 2, rank: '三级', trainees: 56, passed: 50, days: 4,
    origin: '来自东北三省和内蒙古的测试机构教练员',
    highlight: '培训期间正值当地一场等级评定测试，主办方安排学员进入测试现场见习，近距离观察资深考评员的执裁过程。',
    daysAgo: 200,
  },
  {
    city: '北京', host: '羽毛球运动水平等级评定服务中心', venue: '北京顺义体育训练基地', nth: 1, rank: '一级', trainees: 36, passed: 31, days: 6,
    origin: '各省推荐的资深二级考评员',
    highlight: '一级考评员培训在执裁能力之外，重点培养学员的督导和培训能力，结业考核中增加了“试讲”环节，学员需独立讲授一个测试项目的评分要点。',
    daysAgo: 250,
  },
  {
    city: '南昌', host: '江西省羽毛球协会', venue: '南昌红谷滩体育中心', nth: 6, rank: '三级', trainees: 60, passed: 52, days: 4,
    origin: '来自江西、湖南、湖北的俱乐部教练员和高校体育教师',
    highlight: '培训设置了平台操作实训，学员使用考评员账号完成培训报名、成绩录入和申诉复核的全流程演练。',
    daysAgo: 345,
  },
  {
    city: '南宁', host: '广西壮族自治区羽毛球协会', venue: '南宁五象体育中心', nth: 5, rank: '二级', trainees: 42, passed: 37, days: 5,
    origin: '广西、海南两地的在册三级考评员',
    highlight: '讲师团队结合近一年来的申诉案例，讲解了评分记录不完整、项目说明不清等常见问题的成因和防范办法。',
    daysAgo: 395,
  },
];

const MODULES_BASE = [
  '<strong>标准解读：</strong>《羽毛球运动水平等级评定标准》各等级的测试项目、评分细则与通过要求',
  '<strong>技术评判：</strong>发球、高远球、吊杀、网前技术和步法的动作要领与常见扣分点',
  '<strong>测试组织：</strong>检录、分组、场地轮转、成绩复核与提交的工作流程',
  '<strong>平台操作：</strong>测试班管理、成绩录入、申诉处理等功能的使用',
  '<strong>职业规范：</strong>考评员行为准则、回避制度与廉洁执裁要求',
];

/** First and last day of a class: it ends the day before its report is published. */
export function trainingDays(item: TrainingClass): { start: number; end: number } {
  const end = addDays(daysBeforeAnchor(item.daysAgo, 0, 0), -1);
  return { start: addDays(end, -(item.days - 1)), end };
}

function trainingNews(item: TrainingClass, index: number): ArticleDraft {
  const published = daysBeforeAnchor(item.daysAgo, 0, 0);
  const { start, end } = trainingDays(item);
  const year = yearOf(published);
  const className = `${year}年第${chineseNumber(item.nth)}期${item.rank}考评员培训班`;
  const subjects = [
    `${year}年第${chineseNumber(item.nth)}期考评员培训班在${item.city}结业`,
    `${item.city}${item.rank}考评员培训班圆满结束`,
    `${item.passed}名学员通过${item.city}考评员培训班考核`,
  ];
  const modules = item.rank === '一级'
    ? [...MODULES_BASE.slice(0, 3), '<strong>督导与培训：</strong>现场督导要点、培训课程设计与试讲', MODULES_BASE[4]]
    : MODULES_BASE;
  const paragraphs = [
    p(
      `${daySpan(start, end)}，${className}在${item.venue}举办。本期培训由${item.host}承办，` +
        `${item.trainees}名学员参加，他们是${item.origin}。`,
    ),
    h3('培训内容'),
    p(`培训为期${chineseNumber(item.days)}天，采用理论授课、现场示范和分组实操相结合的方式，主要包括：`),
    ol(modules),
    p(item.highlight),
  ];
  if (index % 2 === 1) paragraphs.push(figure(0));
  paragraphs.push(
    h3('考核与结业'),
    p(
      `结业考核包括理论闭卷考试和实操执裁考核两部分，两项均合格方可结业。最终<strong>${item.passed}名学员</strong>通过考核，` +
        `将获得${item.rank}考评员证书并录入全国考评员库，可在平台“考评员”栏目中查询。`,
    ),
    p('新晋考评员须在一年内参与不少于两场测试的执裁或见习，并按规定完成继续教育学时。未通过考核的学员可报名参加后续培训班的补考。'),
  );
  return {
    kind: 'news',
    subject: subjects[index % subjects.length],
    summary: `${className}在${item.city}举办，${item.trainees}名学员参训，${item.passed}人通过结业考核。`,
    body: paragraphs.join(''),
    daysAgo: item.daysAgo,
    time: [15 + (index % 3), (index * 13 + 8) % 60],
    art: { motif: index % 2 === 0 ? 'medal' : 'rackets', label: '考评员培训', title: `${item.city} · ${item.rank}考评员培训班`, caption: `${monthDay(start)}至${monthDay(end)}` },
    figures: index % 2 === 1
      ? [{ motif: 'meeting', label: '培训现场', title: `${item.rank}考评员培训 · 分组实操`, caption: item.venue, alt: `${item.city}考评员培训班学员分组进行执裁实操` }]
      : undefined,
  };
}

interface Outreach {
  subject: string;
  summary: string;
  paragraphs: (dayText: string) => string[];
  daysAgo: number;
  /** days between the event and the report */
  lag: number;
  art: ArticleDraft['art'];
  figures?: ArticleDraft['figures'];
}

const OUTREACH: readonly Outreach[] = [
  {
    subject: '全民健身日羽毛球等级评定体验活动举行',
    summary: '全民健身日当天，多地测试机构开放免费体验测试，市民可现场了解等级评定的项目和标准。',
    daysAgo: 101,
    lag: 1,
    paragraphs: (day) => [
      p(`${day}是全民健身日。当天，全国二十余个城市的测试机构同步举办“羽毛球等级评定体验日”活动，免费向市民开放体验测试。`),
      p('体验测试参照一级至三级的测试项目设置，由在册考评员现场讲解和评分。体验成绩不计入正式等级记录，但参与者可以直观了解自己的技术水平和努力方向。'),
      figure(0),
      ul(['体验项目：发球、正手高远球、网前放网、中场步法', '参与方式：现场登记，按到场顺序分组', '现场服务：考评员一对一点评，讲解正式测试报名流程']),
      p('不少市民在体验后当场通过平台报名了正式测试。主办方表示，体验日活动将与各地全民健身活动相结合，常态化开展。'),
    ],
    art: { motif: 'court', label: '推广活动', title: '全民健身日 · 等级评定体验', caption: '二十余个城市同步举办' },
    figures: [{ motif: 'youth', label: '体验日', title: '全民健身日 · 体验测试现场', caption: '考评员一对一点评', alt: '全民健身日体验测试现场' }],
  },
  {
    subject: '羽毛球等级评定走进宁波中小学校园',
    summary: '宁波市十所中小学试点将等级评定测试引入体育课外活动，首批五百余名学生参加测试。',
    daysAgo: 55,
    lag: 3,
    paragraphs: (day) => [
      p(`${day}，“羽毛球等级评定进校园”活动在宁波启动。首批十所试点学校的五百余名学生在校内场馆参加了少儿一级至少儿四级的测试。`),
      p('试点学校将等级评定与课后服务相结合，由学校体育教师和测试机构教练共同组织日常训练，测试则由在册考评员入校执裁，标准与社会测试完全一致。'),
      p('参与试点的一所小学的体育教研组表示，等级标准把“会打球”拆成了一个个具体的动作要求，学生练什么、练到什么程度一目了然，训练积极性明显提高。'),
      p('活动组织方计划在下学期将试点扩大到三十所学校，并为学校体育教师开设专门的考评员培训班。'),
    ],
    art: { motif: 'youth', label: '推广活动', title: '等级评定进校园 · 宁波', caption: '十所试点学校' },
  },
  {
    subject: '佛山社区羽毛球公益测试惠及千余名居民',
    summary: '佛山市在二十个社区开展羽毛球等级评定公益测试，千余名居民在家门口参加测试。',
    daysAgo: 160,
    lag: 2,
    paragraphs: (day) => [
      p(`截至${day}，佛山市“社区羽毛球公益测试”活动已走进二十个社区，累计一千一百余名居民在家门口参加了等级评定测试。`),
      p('公益测试利用社区体育馆和学校开放场地进行，测试费用由当地体育部门和承办机构共同承担。测试项目、评分标准和证书与常规测试相同。'),
      h3('为什么要在社区办测试'),
      p('活动负责人介绍，社区里打羽毛球的人很多，但不少人从来没有系统训练过。把测试送到家门口，一方面降低了参与门槛，另一方面也让居民了解科学训练的方法。'),
      p('活动期间，承办机构还组织了二十余场免费公益课，由考评员讲解测试项目的技术要点，帮助居民有针对性地准备测试。'),
    ],
    art: { motif: 'venue', label: '推广活动', title: '社区公益测试 · 佛山', caption: '二十个社区 · 千余名居民' },
  },
  {
    subject: '羽毛球等级评定进高校活动在南昌启动',
    summary: '南昌高校联盟六所高校开展等级评定测试，并将测试结果作为体育课程考核的参考。',
    daysAgo: 215,
    lag: 1,
    paragraphs: (day) => [
      p(`${day}，“羽毛球等级评定进高校”活动在南昌启动，六所高校的八百余名学生报名参加首轮测试。`),
      p('与社会测试相比，高校测试更关注成年初学者的技术规范，测试等级集中在一级至四级。参与高校将测试结果作为羽毛球选项课考核的参考，取得三级及以上证书的学生可申请免修部分技术考核。'),
      table(['阶段', '时间安排', '主要内容'], [
        ['启动报名', '开学第三周', '学生通过平台实名注册并报名'],
        ['集中训练', '第四至第十周', '体育课与课外训练相结合'],
        ['测试实施', '第十一至第十二周', '考评员入校执裁，成绩在线公布'],
      ]),
      p('主办方表示，将在总结试点经验的基础上，推动更多高校加入等级评定体系。'),
    ],
    art: { motif: 'rackets', label: '推广活动', title: '等级评定进高校 · 南昌', caption: '六所高校 · 八百余名学生' },
  },
];

function outreachNews(item: Outreach, index: number): ArticleDraft {
  const event = addDays(daysBeforeAnchor(item.daysAgo, 0, 0), -item.lag);
  return {
    kind: 'news',
    subject: item.subject,
    summary: item.summary,
    body: item.paragraphs(monthDay(event)).join(''),
    daysAgo: item.daysAgo,
    time: [11 + index, (index * 19 + 12) % 60],
    art: item.art,
    figures: item.figures,
  };
}

export function trainingAndOutreachNews(): ArticleDraft[] {
  return [...TRAINING_CLASSES.map(trainingNews), ...OUTREACH.map(outreachNews)];
}
