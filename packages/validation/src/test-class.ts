import { validateMobile } from './mobile';
import { CONTACT_MOBILE_MESSAGES } from './messages';
import { isBlank, toText, type FieldValue } from './text';

/**
 * The institution's new test class (req: institution.md#new-test-class, #evaluator-minimums; decision 0059): the
 * form's rules and the minimum number of assessors by the lowest selected grade code. One home: the form shows these
 * messages before it submits and the service (`TestMechanism/AddTestClass`) applies the same functions as the authority.
 */

/** The spec's messages where it gives them; the others (required fields it names without a text) are ours. */
export const TEST_CLASS_FORM_MESSAGES = {
  registerTimeRequired: '请选择报名时间',
  testTimeRequired: '请选择测试时间',
  timeInvalid: '时间格式应为 YYYY-MM-DD HH:mm:ss',
  registerTimeOrder: '报名开始时间不能晚于报名结束时间',
  testTimeOrder: '测试开始时间不能晚于测试结束时间',
  registerBeforeTest: '报名结束时间不能晚于测试开始时间',
  testAddressRequired: '请选择测试地点',
  testGradeRequired: '请选择测试等级',
  testGradeInvalid: '测试等级无效',
  titleRequired: '请填写测试班名称',
  titleTooLong: '测试班名称不能超过50个字',
  contactRequired: '请填写联系人',
  contactTooLong: '联系人不能超过20个字',
  addressInfoRequired: '请填写详细地址',
  addressInfoTooLong: '详细地址不能超过100个字',
  cityRequired: '请填写地址',
  testNumRequired: '请输入测试人数，为阿拉伯数字',
  testNumDigits: '请输入阿拉伯数字',
  testNumRange: `测试人数应在1到9999之间`,
  contactNumber: CONTACT_MOBILE_MESSAGES,
  /** A second pick of the same assessor in a level. */
  duplicateAssessor: (name: string) => `已经选择了${name}`,
  twoFirstLevel: '至少选择两个一级考评员',
  oneFirstLevel: '至少选择一个一级考评员',
  threeFirstLevel: '至少选择三个一级考评员',
  oneSecondOrAbove: '至少选择一个二级以上考评员',
} as const;

/** Grade codes (constants.md): 1–9 adult 一级–九级, 10–16 children 少儿一级–少儿七级. */
export const ADULT_GRADE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const CHILDREN_GRADE_CODES = [10, 11, 12, 13, 14, 15, 16] as const;
export const TEST_GRADE_CODES: readonly number[] = [...ADULT_GRADE_CODES, ...CHILDREN_GRADE_CODES];

export const TEST_CLASS_LIMITS = { titleMax: 50, contactMax: 20, addressInfoMax: 100, testNumMax: 9999 } as const;

/** The evaluator levels an assessor is listed under: 1 一级, 2 二级, 3 三级 (一级 is the highest). */
export type AssessorLevel = 1 | 2 | 3;

/**
 * The minimum of assessors a class needs, by its lowest grade code (decision 0059):
 * - adult 1–5: three first-level;
 * - adult 6–8: two first-level;
 * - adult 9 and children 10–13 (少儿一级–少儿四级): one first-level (the spec's "9 to 13" and "children 10 to 13"
 *   overlap and agree);
 * - children 14–16 (少儿五级–少儿七级): one of the second level or above (二级以上: levels 1 or 2).
 */
export interface AssessorMinimum {
  /** The levels that count toward the minimum. */
  levels: readonly AssessorLevel[];
  count: number;
  message: string;
}

export function assessorMinimum(lowestGrade: number): AssessorMinimum | null {
  const M = TEST_CLASS_FORM_MESSAGES;
  if (!Number.isInteger(lowestGrade) || lowestGrade < 1 || lowestGrade > 16) return null;
  if (lowestGrade <= 5) return { levels: [1], count: 3, message: M.threeFirstLevel };
  if (lowestGrade <= 8) return { levels: [1], count: 2, message: M.twoFirstLevel };
  if (lowestGrade <= 13) return { levels: [1], count: 1, message: M.oneFirstLevel };
  return { levels: [1, 2], count: 1, message: M.oneSecondOrAbove };
}

/** The number of assessors chosen per level. */
export interface AssessorCounts {
  1: number;
  2: number;
  3: number;
}

/** The minimum's message when the chosen assessors fall short of it for the selected grades; null when met (or no grade). */
export function checkAssessorMinimum(grades: readonly number[], counts: AssessorCounts): string | null {
  const valid = grades.filter((grade) => TEST_GRADE_CODES.includes(grade));
  if (valid.length === 0) return null;
  const rule = assessorMinimum(Math.min(...valid));
  if (!rule) return null;
  const chosen = rule.levels.reduce((sum, level) => sum + counts[level], 0);
  return chosen >= rule.count ? null : rule.message;
}

/** 已经选择了{name} when `candidate` is already among the assessors of its level; null otherwise. */
export function checkDuplicateAssessor(chosen: ReadonlyArray<{ id: number }>, candidate: { id: number; name: string }): string | null {
  return chosen.some((item) => item.id === candidate.id) ? TEST_CLASS_FORM_MESSAGES.duplicateAssessor(candidate.name) : null;
}

/** testNum: required Arabic digits (a whole number from 1 to 9999). */
export function validateTestNum(value: FieldValue): string | null {
  const M = TEST_CLASS_FORM_MESSAGES;
  if (isBlank(value)) return M.testNumRequired;
  const text = toText(value).trim();
  if (!/^\d+$/.test(text)) return M.testNumDigits;
  const n = Number(text);
  return n >= 1 && n <= TEST_CLASS_LIMITS.testNumMax ? null : M.testNumRange;
}

/** contact_number: 请输入联系方式 / 请输入正确的电话 (a mainland mobile). */
export function validateContactNumber(value: FieldValue): string | null {
  return validateMobile(value, CONTACT_MOBILE_MESSAGES);
}

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function isDateTime(value: string): boolean {
  const match = WIRE_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute && date.getUTCSeconds() === second;
}

/** A time range `[start, end]` in the wire format `YYYY-MM-DD HH:mm:ss`: required, real, ordered. */
export function validateTimeRange(range: readonly string[] | null | undefined, required: string, order: string): string | null {
  if (!range || range.length !== 2 || range.some((value) => isBlank(value))) return required;
  if (!range.every((value) => isDateTime(value))) return TEST_CLASS_FORM_MESSAGES.timeInvalid;
  return range[0] <= range[1] ? null : order;
}

/** The new test class form as the page holds it (and as the service receives it). */
export interface NewTestClassForm {
  test_class_title: string;
  register_time: readonly string[] | null;
  test_time: readonly string[] | null;
  /** The chosen test site's id. */
  test_address: number | null;
  test_grade: readonly number[];
  testNum: FieldValue;
  grade_one_examiner: readonly number[];
  grade_two_examiner: readonly number[];
  grade_three_examiner: readonly number[];
  province: number | null;
  city: number | null;
  district: number | null;
  addressinfo: string;
  contact: string;
  contact_number: FieldValue;
}

export type NewTestClassField = keyof NewTestClassForm | 'assessors';

function requiredText(value: string | null | undefined, required: string, max: number, tooLong: string): string | null {
  if (isBlank(value)) return required;
  return Array.from(toText(value).trim()).length > max ? tooLong : null;
}

/** The first duplicate in one level's list, as 已经选择了{name} (`nameOf` gives a picked assessor's name). */
export function duplicateInLevel(ids: readonly number[], nameOf: (id: number) => string): string | null {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) return TEST_CLASS_FORM_MESSAGES.duplicateAssessor(nameOf(id));
    seen.add(id);
  }
  return null;
}

/**
 * Every problem of the form, by field, in the order the page shows them (an empty object when the form may be
 * submitted). `nameOf` names a picked assessor in the duplicate message.
 */
export function validateNewTestClass(form: NewTestClassForm, nameOf: (id: number) => string = String): Partial<Record<NewTestClassField, string>> {
  const M = TEST_CLASS_FORM_MESSAGES;
  const L = TEST_CLASS_LIMITS;
  const problems: Partial<Record<NewTestClassField, string>> = {};
  const add = (field: NewTestClassField, message: string | null) => {
    if (message !== null) problems[field] = message;
  };
  add('test_class_title', requiredText(form.test_class_title, M.titleRequired, L.titleMax, M.titleTooLong));
  add('register_time', validateTimeRange(form.register_time, M.registerTimeRequired, M.registerTimeOrder));
  add('test_time', validateTimeRange(form.test_time, M.testTimeRequired, M.testTimeOrder));
  if (!problems.register_time && !problems.test_time && form.register_time && form.test_time && form.register_time[1] > form.test_time[0]) {
    problems.register_time = M.registerBeforeTest;
  }
  add('test_address', form.test_address === null || !(form.test_address > 0) ? M.testAddressRequired : null);
  if (form.test_grade.length === 0) problems.test_grade = M.testGradeRequired;
  else if (form.test_grade.some((grade) => !TEST_GRADE_CODES.includes(grade)) || new Set(form.test_grade).size !== form.test_grade.length) {
    problems.test_grade = M.testGradeInvalid;
  }
  add('testNum', validateTestNum(form.testNum));
  const duplicate =
    duplicateInLevel(form.grade_one_examiner, nameOf) ?? duplicateInLevel(form.grade_two_examiner, nameOf) ?? duplicateInLevel(form.grade_three_examiner, nameOf);
  add(
    'assessors',
    duplicate ??
      checkAssessorMinimum(form.test_grade, {
        1: form.grade_one_examiner.length,
        2: form.grade_two_examiner.length,
        3: form.grade_three_examiner.length,
      }),
  );
  add('contact', requiredText(form.contact, M.contactRequired, L.contactMax, M.contactTooLong));
  add('contact_number', validateContactNumber(form.contact_number));
  add('city', form.province === null || form.city === null || !(form.province > 0) || !(form.city > 0) ? M.cityRequired : null);
  add('addressinfo', requiredText(form.addressinfo, M.addressInfoRequired, L.addressInfoMax, M.addressInfoTooLong));
  return problems;
}

/** The first problem of the form, or null (what the service answers). */
export function firstTestClassProblem(form: NewTestClassForm, nameOf?: (id: number) => string): string | null {
  const problems = validateNewTestClass(form, nameOf);
  const first = Object.values(problems)[0];
  return first ?? null;
}

/** The mailing address as the spec joins it: `province_city_district_addressinfo` (names). */
export function joinMailingAddress(province: string, city: string, district: string, addressinfo: string): string {
  return [province, city, district, addressinfo.trim()].join('_');
}

/**
 * The standard sign-up fee of a grade in fen, set by the service when a class is created (the payload carries no
 * fee; the demo's classes use the same schedule): adult grade g 150 + 30·g 元, children 120 + 20·(g − 9) 元.
 */
export function standardGradeFeeFen(grade: number): number {
  return (grade <= 9 ? 150 + grade * 30 : 120 + (grade - 9) * 20) * 100;
}
