import { describe, expect, it } from 'vitest';
import {
  assessorMinimum,
  checkAssessorMinimum,
  checkDuplicateAssessor,
  firstTestClassProblem,
  joinMailingAddress,
  type NewTestClassForm,
  standardGradeFeeFen,
  TEST_CLASS_FORM_MESSAGES as M,
  validateContactNumber,
  validateNewTestClass,
  validateTestNum,
} from './test-class';

const none = { 1: 0, 2: 0, 3: 0 };

function form(overrides: Partial<NewTestClassForm> = {}): NewTestClassForm {
  return {
    test_class_title: '2027年春季测试班',
    register_time: ['2027-03-01 09:00:00', '2027-03-20 18:00:00'],
    test_time: ['2027-03-28 09:00:00', '2027-03-28 17:00:00'],
    test_address: 1,
    test_grade: [4, 5],
    testNum: '40',
    grade_one_examiner: [11, 12, 13],
    grade_two_examiner: [],
    grade_three_examiner: [],
    province: 440000,
    city: 440100,
    district: 440106,
    addressinfo: '体育西路1号',
    contact: '李老师',
    contact_number: '13800138000',
    ...overrides,
  };
}

describe('assessor minimums by the lowest selected grade code', () => {
  it.each([1, 2, 3, 4, 5])('adult %i: three first-level', (grade) => {
    expect(assessorMinimum(grade)).toEqual({ levels: [1], count: 3, message: '至少选择三个一级考评员' });
  });
  it.each([6, 7, 8])('adult %i: two first-level', (grade) => {
    expect(assessorMinimum(grade)).toEqual({ levels: [1], count: 2, message: '至少选择两个一级考评员' });
  });
  it.each([9, 10, 11, 12, 13])('%i: one first-level', (grade) => {
    expect(assessorMinimum(grade)).toEqual({ levels: [1], count: 1, message: '至少选择一个一级考评员' });
  });
  it.each([14, 15, 16])('children %i: one of the second level or above', (grade) => {
    expect(assessorMinimum(grade)).toEqual({ levels: [1, 2], count: 1, message: '至少选择一个二级以上考评员' });
  });
  it('no rule outside 1–16', () => {
    expect(assessorMinimum(0)).toBeNull();
    expect(assessorMinimum(17)).toBeNull();
    expect(assessorMinimum(31)).toBeNull();
  });

  it('the lowest code decides, whatever the order of the grades', () => {
    expect(checkAssessorMinimum([9, 6, 14], { 1: 1, 2: 0, 3: 0 })).toBe(M.twoFirstLevel);
    expect(checkAssessorMinimum([9, 6, 14], { 1: 2, 2: 0, 3: 0 })).toBeNull();
    expect(checkAssessorMinimum([16, 3], { 1: 2, 2: 5, 3: 5 })).toBe(M.threeFirstLevel);
    expect(checkAssessorMinimum([16, 3], { 1: 3, 2: 0, 3: 0 })).toBeNull();
  });
  it('adult 1–5 need three first-level; second and third level do not count', () => {
    expect(checkAssessorMinimum([5], { 1: 2, 2: 3, 3: 3 })).toBe(M.threeFirstLevel);
    expect(checkAssessorMinimum([5], { 1: 3, 2: 0, 3: 0 })).toBeNull();
  });
  it('6–8 need two first-level', () => {
    expect(checkAssessorMinimum([8], { 1: 1, 2: 4, 3: 0 })).toBe(M.twoFirstLevel);
    expect(checkAssessorMinimum([8], { 1: 2, 2: 0, 3: 0 })).toBeNull();
  });
  it('9–13 need one first-level', () => {
    expect(checkAssessorMinimum([9], none)).toBe(M.oneFirstLevel);
    expect(checkAssessorMinimum([12, 13], { 1: 0, 2: 2, 3: 2 })).toBe(M.oneFirstLevel);
    expect(checkAssessorMinimum([12], { 1: 1, 2: 0, 3: 0 })).toBeNull();
  });
  it('children 14–16 need one of level 2 or above: level 1 or 2 counts, level 3 does not', () => {
    expect(checkAssessorMinimum([14], { 1: 0, 2: 0, 3: 3 })).toBe(M.oneSecondOrAbove);
    expect(checkAssessorMinimum([15], { 1: 0, 2: 1, 3: 0 })).toBeNull();
    expect(checkAssessorMinimum([16], { 1: 1, 2: 0, 3: 0 })).toBeNull();
  });
  it('no grade selected: no minimum (the grade rule speaks)', () => {
    expect(checkAssessorMinimum([], none)).toBeNull();
  });
});

describe('the new test class form', () => {
  it('a complete form has no problem', () => {
    expect(validateNewTestClass(form())).toEqual({});
    expect(firstTestClassProblem(form())).toBeNull();
  });
  it('required fields with their messages', () => {
    const problems = validateNewTestClass(
      form({
        test_class_title: ' ',
        register_time: null,
        test_time: [],
        test_address: null,
        test_grade: [],
        testNum: '',
        grade_one_examiner: [],
        contact: '',
        contact_number: '',
        province: null,
        city: null,
        district: null,
        addressinfo: '',
      }),
    );
    expect(problems).toEqual({
      test_class_title: '请填写测试班名称',
      register_time: '请选择报名时间',
      test_time: '请选择测试时间',
      test_address: '请选择测试地点',
      test_grade: '请选择测试等级',
      testNum: '请输入测试人数，为阿拉伯数字',
      contact: '请填写联系人',
      contact_number: '请输入联系方式',
      city: '请填写地址',
      addressinfo: '请填写详细地址',
    });
  });
  it('testNum: Arabic digits only', () => {
    expect(validateTestNum('')).toBe('请输入测试人数，为阿拉伯数字');
    expect(validateTestNum(null)).toBe('请输入测试人数，为阿拉伯数字');
    expect(validateTestNum('四十')).toBe('请输入阿拉伯数字');
    expect(validateTestNum('4.5')).toBe('请输入阿拉伯数字');
    expect(validateTestNum('-3')).toBe('请输入阿拉伯数字');
    expect(validateTestNum('４０')).toBe('请输入阿拉伯数字');
    expect(validateTestNum('0')).toBe(M.testNumRange);
    expect(validateTestNum('10000')).toBe(M.testNumRange);
    expect(validateTestNum('40')).toBeNull();
    expect(validateTestNum(40)).toBeNull();
  });
  it('contact_number: a mainland mobile', () => {
    expect(validateContactNumber('')).toBe('请输入联系方式');
    expect(validateContactNumber('020-12345678')).toBe('请输入正确的电话');
    expect(validateContactNumber('1380013800')).toBe('请输入正确的电话');
    expect(validateContactNumber('13800138000')).toBeNull();
  });
  it('times: real, ordered, registration ending before the test', () => {
    expect(validateNewTestClass(form({ register_time: ['2027-02-30 09:00:00', '2027-03-01 09:00:00'] })).register_time).toBe(M.timeInvalid);
    expect(validateNewTestClass(form({ register_time: ['2027-03-20 09:00:00', '2027-03-01 09:00:00'] })).register_time).toBe(M.registerTimeOrder);
    expect(validateNewTestClass(form({ test_time: ['2027-03-28 18:00:00', '2027-03-28 09:00:00'] })).test_time).toBe(M.testTimeOrder);
    expect(validateNewTestClass(form({ register_time: ['2027-03-01 09:00:00', '2027-03-29 09:00:00'] })).register_time).toBe(M.registerBeforeTest);
  });
  it('grades: codes 1–16, each once', () => {
    expect(validateNewTestClass(form({ test_grade: [17] })).test_grade).toBe(M.testGradeInvalid);
    expect(validateNewTestClass(form({ test_grade: [4, 4] })).test_grade).toBe(M.testGradeInvalid);
  });
  it('the same assessor twice in a level: 已经选择了{name}', () => {
    const names: Record<number, string> = { 11: '王一', 12: '王二' };
    expect(validateNewTestClass(form({ grade_one_examiner: [11, 12, 11] }), (id) => names[id]).assessors).toBe('已经选择了王一');
    expect(checkDuplicateAssessor([{ id: 12 }], { id: 12, name: '王二' })).toBe('已经选择了王二');
    expect(checkDuplicateAssessor([{ id: 12 }], { id: 13, name: '王三' })).toBeNull();
  });
  it('the minimum is a form problem too', () => {
    expect(firstTestClassProblem(form({ grade_one_examiner: [11, 12] }))).toBe('至少选择三个一级考评员');
    expect(firstTestClassProblem(form({ test_grade: [14], grade_one_examiner: [], grade_three_examiner: [30] }))).toBe('至少选择一个二级以上考评员');
  });
  it('lengths', () => {
    expect(validateNewTestClass(form({ test_class_title: '测'.repeat(51) })).test_class_title).toBe(M.titleTooLong);
    expect(validateNewTestClass(form({ addressinfo: '址'.repeat(101) })).addressinfo).toBe(M.addressInfoTooLong);
  });
  it('mailing address and fees', () => {
    expect(joinMailingAddress('广东省', '广州市', '天河区', ' 体育西路1号 ')).toBe('广东省_广州市_天河区_体育西路1号');
    expect(standardGradeFeeFen(1)).toBe(18_000);
    expect(standardGradeFeeFen(10)).toBe(14_000);
  });
});
