import type { RoleCode } from '@badminton/contracts';

/** One entry of the personal-centre side menu. `key` is the last path segment of its route. */
export interface MenuEntry {
  key: string;
  title: string;
  path: string;
}

export const PERSONAL_PREFIX = '/personal';
export const COMPLETE_INFORMATION_PATH = '/personal/completeInformation';
export const CHANGE_PASSWORD_PATH = '/personal/changePassword';

function entry(key: string, title: string): MenuEntry {
  return { key, title, path: `${PERSONAL_PREFIX}/${key}` };
}

const BASIC_INFORMATION = entry('completeInformation', '基本信息');
const ACCOUNT_SETTINGS = entry('changePassword', '账号设置');
const INVOICES = entry('invoiceList', '发票记录');
const CERTIFICATES = entry('gradeCertificate', '等级证书');

/** Athlete menu (spec 001 §2). */
export const ATHLETE_MENU: readonly MenuEntry[] = [
  entry('gradeTestRecord', '等级测试记录'),
  entry('competitionApplication', '赛事等级申请'),
  entry('competitionApplicationRecord', '赛事申请记录'),
  CERTIFICATES,
  INVOICES,
  BASIC_INFORMATION,
  ACCOUNT_SETTINGS,
];

/** Evaluator menu (spec 001 §2). */
export const EVALUATOR_MENU: readonly MenuEntry[] = [
  entry('trainingRecord', '培训记录'),
  entry('workRecord', '工作记录'),
  CERTIFICATES,
  INVOICES,
  entry('payRecord', '缴费记录'),
  BASIC_INFORMATION,
  ACCOUNT_SETTINGS,
];

/**
 * Institution menu (spec 002 §2): the role-3 screens reachable from the menu in the order of the route list;
 * the screens reached from inside them (real-name, seal, new test class, entries, scheduling) are not entries.
 */
export const INSTITUTION_MENU: readonly MenuEntry[] = [
  entry('qualificationApplication', '资质申请'),
  entry('contractList', '合同管理'),
  entry('testList', '测试班管理'),
  entry('complaintHandling', '申诉处理'),
  entry('orderCenter', '订单中心'),
  INVOICES,
  BASIC_INFORMATION,
  ACCOUNT_SETTINGS,
];

const MENUS: Partial<Record<RoleCode, readonly MenuEntry[]>> = {
  1: ATHLETE_MENU,
  2: EVALUATOR_MENU,
  3: INSTITUTION_MENU,
};

/** The side menu of a role; empty for roles without a personal centre. */
export function menuForRole(role: RoleCode | null | undefined): readonly MenuEntry[] {
  return (role && MENUS[role]) || [];
}

/**
 * Screens without an entry of their own light the entry they are opened from (first path segment after
 * /personal → menu key), per role.
 */
const PARENT_ENTRIES: Partial<Record<RoleCode, Record<string, string>>> = {
  1: {
    complaintRecord: 'gradeTestRecord',
    gradeCertificateDelivery: 'gradeCertificate',
    invoice: 'invoiceList',
  },
  2: {
    gradeCertificateDelivery: 'gradeCertificate',
    invoice: 'invoiceList',
  },
  3: {
    realNameAuthentication: 'contractList',
    applicationCertificate: 'contractList',
    testApplication: 'testList',
    addClassApplication: 'testList',
    addClassApplicationView: 'testList',
    videoRecording: 'testList',
    gradeCertificateDelivery: 'orderCenter',
    invoice: 'invoiceList',
  },
};

/** The key of the entry to highlight for a pathname, or `null` when none matches. */
export function activeMenuKey(role: RoleCode | null | undefined, pathname: string): string | null {
  const entries = menuForRole(role);
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (segments[0] !== 'personal' || segments.length < 2) return null;
  const first = segments[1];
  if (entries.some((e) => e.key === first)) return first;
  const parent = role ? PARENT_ENTRIES[role]?.[first] : undefined;
  return parent && entries.some((e) => e.key === parent) ? parent : null;
}

/** True for a pathname inside the personal centre (/personal/…). */
export function isPersonalPath(pathname: string): boolean {
  return pathname === PERSONAL_PREFIX || pathname.startsWith(`${PERSONAL_PREFIX}/`);
}
