/** Home-page content: banners, partners, contact-us and the photo/video gallery. */
import { anchorMs, daysBeforeAnchor, formatWire, yearOf } from './clock.js';
import type { Motif } from './images/motifs.js';
import type { BannerSpec, LogoSpec } from './images/compositions.js';

export const BANNERS: ReadonlyArray<Omit<BannerSpec, 'index'> & { link_url: string }> = [
  {
    tag: '中国羽毛球协会 · 羽毛球运动水平等级评定',
    title: '等级评定测试火热报名中',
    subtitle: '一级至九级、少儿一级至少儿七级，全国测试机构就近报名',
    action: '立即报名',
    link_url: '/test',
  },
  {
    tag: '公开查询',
    title: '等级证书 在线查验',
    subtitle: '输入运动员姓名与证件号码或证书编号，即可核验证书真伪',
    action: '马上查询',
    motif: 'certificate',
    link_url: '/enquiry/certificateAuthenticity',
  },
  {
    tag: '考评员培训',
    title: '考评员培训班招生进行中',
    subtitle: '系统学习评定标准与执裁规范，加入全国考评员队伍',
    action: '查看培训班',
    motif: 'medal',
    link_url: '/evaluationStaffTraining',
  },
  {
    tag: '服务指南',
    title: '报名、缴费、申诉一站解答',
    subtitle: '常见问题汇总：报考等级、退费办理、证书邮寄与查询',
    action: '常见问题',
    motif: 'document',
    link_url: '/commonQuestion',
  },
];

export const PARTNERS: ReadonlyArray<Omit<LogoSpec, 'index'> & { link_url: string }> = [
  { name: '飞羽体育用品', brand: 'FEIYU SPORTS', emblem: 'wing', link_url: 'https://www.feiyu-sports.example.cn/' },
  { name: '云翎球拍', brand: 'YUNLING RACKETS', emblem: 'racket', link_url: 'https://www.yunling-racket.example.cn/' },
  { name: '华羽场馆运营', brand: 'HUAYU ARENAS', emblem: 'arch', link_url: 'https://www.huayu-arena.example.cn/' },
  { name: '青鹰羽毛球俱乐部联盟', brand: 'QINGYING CLUB LEAGUE', emblem: 'shuttle', link_url: 'https://www.qingying-league.example.cn/' },
  { name: '启航少儿体育', brand: 'QIHANG JUNIOR SPORTS', emblem: 'star', link_url: 'https://www.qihang-junior.example.cn/' },
  { name: '星河体育中心', brand: 'XINGHE SPORTS PARK', emblem: 'court', link_url: 'https://www.xinghe-sports.example.cn/' },
  { name: '全民健身服务平台', brand: 'FITNESS FOR ALL', emblem: 'star', link_url: 'https://www.fitness-for-all.example.cn/' },
  { name: '羽联体育科技', brand: 'YULIAN SPORTS TECH', emblem: 'shuttle', link_url: 'https://www.yulian-tech.example.cn/' },
];

export const CONTACT = {
  name: '羽毛球运动水平等级评定服务中心',
  accounts: [
    { name: '官方微信公众号', file: 'wechat-official-account.svg' },
    { name: '官方微博', file: 'weibo.svg' },
    { name: '服务小程序', file: 'mini-program.svg' },
  ],
  copyright: `© ${yearOf(anchorMs())} 羽毛球运动水平等级评定服务中心 版权所有`,
  policeRecordNumber: '京公网安备 11010502048316号',
} as const;

export interface MediaSpec {
  title: string;
  media_type: 1 | 2;
  motif: Motif;
  label: string;
  /** short line on the cover */
  caption: string;
  /** videos only */
  duration?: string;
  daysAgo: number;
}

/** Oldest first; the newest item gets sort 1 so that it is shown first. */
export const MEDIA: readonly MediaSpec[] = [
  { title: '等级评定测试流程全解', media_type: 2, motif: 'document', label: '视频', caption: '检录 · 热身 · 测试 · 成绩', duration: '04:12', daysAgo: 376 },
  { title: '昆明站测试现场：多球防守考核', media_type: 1, motif: 'court', label: '图片', caption: '呈贡体育训练基地', daysAgo: 364 },
  { title: '年度工作总结暨表彰会现场', media_type: 1, motif: 'medal', label: '图片', caption: '优秀测试机构与优秀考评员', daysAgo: 324 },
  { title: '一级至三级测试项目动作示范', media_type: 2, motif: 'rackets', label: '视频', caption: '发球 · 高远球 · 放网 · 步法', duration: '06:35', daysAgo: 318 },
  { title: '北京站：电子评分终端投入使用', media_type: 1, motif: 'document', label: '图片', caption: '朝阳区东坝全民健身中心', daysAgo: 252 },
  { title: '少儿等级测试项目讲解', media_type: 2, motif: 'youth', label: '视频', caption: '少儿一级至少儿七级', duration: '05:08', daysAgo: 188 },
  { title: '重庆站：首批少儿七级证书获得者', media_type: 1, motif: 'youth', label: '图片', caption: '渝北区体育馆', daysAgo: 168 },
  { title: '成都考评员培训班分组实操', media_type: 1, motif: 'meeting', label: '图片', caption: '成都双流体育中心', daysAgo: 139 },
  { title: '全民健身日体验测试', media_type: 1, motif: 'court', label: '图片', caption: '考评员一对一点评', daysAgo: 101 },
  { title: '证书公开查询操作演示', media_type: 2, motif: 'certificate', label: '视频', caption: '姓名 + 证件号码或证书编号', duration: '02:46', daysAgo: 96 },
  { title: '督导组检查测试评分记录', media_type: 1, motif: 'document', label: '图片', caption: '六省随机抽查', daysAgo: 69 },
  { title: '宁波校园测试：小学生挑战少儿三级', media_type: 1, motif: 'youth', label: '图片', caption: '十所试点学校', daysAgo: 54 },
  { title: '考评员执裁要点：高远球评分', media_type: 2, motif: 'rackets', label: '视频', caption: '动作规范 · 稳定性 · 击球质量', duration: '07:20', daysAgo: 30 },
  { title: '南京站测试现场：后场步法考核', media_type: 1, motif: 'court', label: '图片', caption: '玄武全民健身中心羽毛球馆', daysAgo: 9 },
];

export function mediaCreatedate(spec: MediaSpec, index: number): string {
  return formatWire(daysBeforeAnchor(spec.daysAgo, 14 + (index % 4), (index * 11) % 60));
}
