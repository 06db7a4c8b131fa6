import { Role, type RoleCode } from '@badminton/contracts';
import { fromWireDateTime } from '../../src/lib/wire-time';
import { SANDBOX_WECHAT_IDENTITIES } from '../../src/providers/wechat-sign-in';
import { drawPicture } from './png';
import { drawScene } from './scenes';

/**
 * The demo accounts (one per role, README "Demo accounts"), deterministic: fixed mobiles, names,
 * documents (valid checksums), dates and pictures. All share the password `Demo@2026`.
 */

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoPersonProfile {
  name: string;
  englishName: string;
  sex: 0 | 1;
  certificatesType: number;
  certificatesNumber: string;
  birthday: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  nativePlace: string | null;
  mailingAddress: string | null;
  education: string | null;
  email: string | null;
  /** Storage path of the avatar (relative), or null. */
  photo: string | null;
  athleteRank: number | null;
  athleteRankObtainedOn: string | null;
  evaluatorRank: number | null;
  evaluatorRankObtainedOn: string | null;
}

export interface DemoInstitutionProfile {
  fullName: string;
  nickname: string;
  businessLicense: string;
  provinceId: number;
  cityId: number;
  districtId: number;
  detailedAddress: string;
  officeAddress: string;
  principal: string;
  principalTel: string;
  legalPerson: string;
  certificatesType: number;
  legalPersonIdNumber: string;
  managementTel: string;
  /** Storage paths (relative) of the photos. */
  views: string[];
}

export interface DemoMessage {
  title: string;
  content: string;
  /** Wire date-time (Asia/Shanghai). */
  at: string;
  read: boolean;
}

export interface DemoAccount {
  key: string;
  usertype: RoleCode;
  mobile: string | null;
  loginName: string | null;
  isVerify: boolean;
  contactMobile: string | null;
  reviewProvinceId: number | null;
  person: DemoPersonProfile | null;
  institution: DemoInstitutionProfile | null;
  messages: DemoMessage[];
  weChatOpenid: string | null;
}

export interface DemoAccounts {
  password: string;
  accounts: DemoAccount[];
  /** Pictures, encoded while the seed is built (awaited by the loader). */
  files: Array<{ path: string; body: Promise<Uint8Array> }>;
}

const GUANGDONG = 440000;
const GUANGZHOU = 440100;
const TIANHE = 440106;
const YUEXIU = 440104;

function message(title: string, content: string, at: string, read: boolean): DemoMessage {
  fromWireDateTime(at);
  return { title, content, at, read };
}

const WELCOME = '欢迎使用羽毛球运动水平等级评定平台';

export function buildDemoAccounts(): DemoAccounts {
  const files = [
    { path: 'upload/avatar/demo/athlete.png', body: drawPicture(160, 200, [46, 125, 196], [250, 214, 165]) },
    { path: 'upload/avatar/demo/evaluator.png', body: drawPicture(160, 200, [38, 128, 92], [240, 200, 160]) },
    { path: 'upload/mechanism/demo/hall.png', body: drawScene(480, 320, 'venue', 0) },
    { path: 'upload/mechanism/demo/courts.png', body: drawScene(480, 320, 'court', 1) },
  ];
  const accounts: DemoAccount[] = [
    {
      key: 'athlete',
      usertype: Role.Athlete,
      mobile: '13800000001',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: null,
      person: {
        name: '李羽涵',
        englishName: 'Li Yuhan',
        sex: 1,
        certificatesType: 1,
        certificatesNumber: '440106201005120025',
        birthday: '2010-05-12',
        provinceId: GUANGDONG,
        cityId: GUANGZHOU,
        districtId: TIANHE,
        nativePlace: '广东广州',
        mailingAddress: '天河区体育东路 118 号',
        education: '3',
        email: 'liyuhan@example.com',
        photo: files[0].path,
        athleteRank: 3,
        athleteRankObtainedOn: '2026-06-20',
        evaluatorRank: null,
        evaluatorRankObtainedOn: null,
      },
      institution: null,
      messages: [
        message(WELCOME, '您的运动员账号已注册成功，基本信息已完善，可以报名参加等级测试。', '2026-10-08 10:00:00', true),
        message('等级测试报名提醒', '广州市羽翔体育培训有限公司的四级测试班已开放报名，名额有限，请尽快报名。', '2026-11-12 09:15:00', false),
        message('证书已发放', '您获得的三级证书已发放，可在“公开查询”中查询证书信息。', '2026-11-16 14:30:00', false),
      ],
      weChatOpenid: SANDBOX_WECHAT_IDENTITIES[0].openid,
    },
    {
      key: 'evaluator',
      usertype: Role.Evaluator,
      mobile: '13800000002',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: null,
      person: {
        name: '王振华',
        englishName: 'Wang Zhenhua',
        sex: 0,
        certificatesType: 1,
        certificatesNumber: '440104198203150033',
        birthday: '1982-03-15',
        provinceId: GUANGDONG,
        cityId: GUANGZHOU,
        districtId: YUEXIU,
        nativePlace: '广东梅州',
        mailingAddress: '越秀区中山三路 66 号',
        education: '6',
        email: 'wangzhenhua@example.com',
        photo: files[1].path,
        athleteRank: null,
        athleteRankObtainedOn: null,
        evaluatorRank: 1,
        evaluatorRankObtainedOn: '2023-11-08',
      },
      institution: null,
      messages: [
        message(WELCOME, '您的考评员账号已注册成功。', '2026-09-20 09:00:00', true),
        message('考评员培训班开班通知', '2026年第四期一级考评员培训班将于12月开班，请在个人中心查看培训记录。', '2026-11-14 16:00:00', false),
      ],
      weChatOpenid: null,
    },
    {
      key: 'institution',
      usertype: Role.Institution,
      mobile: '13800000003',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: null,
      person: null,
      institution: {
        fullName: '广州市羽翔体育培训有限公司',
        nickname: '羽翔体育',
        businessLicense: '91440106MA5D8XK21Q',
        provinceId: GUANGDONG,
        cityId: GUANGZHOU,
        districtId: TIANHE,
        detailedAddress: '天河区体育西路 191 号',
        officeAddress: '天河区体育西路 191 号羽翔羽毛球馆二楼',
        principal: '刘思远',
        principalTel: '13900000031',
        legalPerson: '陈建国',
        certificatesType: 1,
        legalPersonIdNumber: '440106197508220010',
        managementTel: '13900000032',
        views: [files[2].path, files[3].path],
      },
      messages: [
        message(WELCOME, '您的测试机构账号已注册成功，请提交资质申请。', '2026-09-01 11:00:00', true),
        message('资质申请提醒', '完成资质申请并通过审核后，才能创建测试班。', '2026-11-10 10:20:00', false),
      ],
      weChatOpenid: null,
    },
    {
      key: 'provincial-reviewer',
      usertype: Role.ProvincialReviewer,
      mobile: '13800000004',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: GUANGDONG,
      person: null,
      institution: null,
      messages: [],
      weChatOpenid: null,
    },
    {
      key: 'national-administrator',
      usertype: Role.NationalAdministrator,
      mobile: '13800000005',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: null,
      person: null,
      institution: null,
      messages: [],
      weChatOpenid: null,
    },
    {
      key: 'bulk-athlete',
      usertype: Role.Athlete,
      mobile: null,
      loginName: '440106201003150044',
      isVerify: false,
      contactMobile: '13800000006',
      reviewProvinceId: null,
      person: {
        name: '赵小雨',
        englishName: 'Zhao Xiaoyu',
        sex: 1,
        certificatesType: 1,
        certificatesNumber: '440106201003150044',
        birthday: '2010-03-15',
        provinceId: GUANGDONG,
        cityId: GUANGZHOU,
        districtId: TIANHE,
        nativePlace: null,
        mailingAddress: null,
        education: null,
        email: null,
        photo: null,
        athleteRank: null,
        athleteRankObtainedOn: null,
        evaluatorRank: null,
        evaluatorRankObtainedOn: null,
      },
      institution: null,
      messages: [],
      weChatOpenid: null,
    },
    {
      // The second demo institution (issue 24): basic information complete, no qualification application yet, so the
      // test list, complaint handling and order centre refuse it (the qualification gate).
      key: 'institution-unqualified',
      usertype: Role.Institution,
      mobile: '13800000007',
      loginName: null,
      isVerify: true,
      contactMobile: null,
      reviewProvinceId: null,
      person: null,
      institution: {
        fullName: '佛山市白鹭羽毛球俱乐部有限公司',
        nickname: '白鹭羽球',
        businessLicense: '91440604MA5E2BL07K',
        provinceId: GUANGDONG,
        cityId: 440600,
        districtId: 440604,
        detailedAddress: '禅城区季华五路 22 号',
        officeAddress: '禅城区季华五路 22 号白鹭体育中心三楼',
        principal: '黄嘉怡',
        principalTel: '13900000071',
        legalPerson: '黄志明',
        certificatesType: 1,
        legalPersonIdNumber: '440604198203150017',
        managementTel: '13900000072',
        views: [],
      },
      messages: [message(WELCOME, '您的测试机构账号已注册成功，请提交资质申请。', '2026-11-01 09:30:00', false)],
      weChatOpenid: null,
    },
  ];
  return { password: DEMO_PASSWORD, accounts, files };
}
