import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../test/run-rule';
import { emptyPersonalForm, type PersonalFormValues } from './personal-form';
import { personalRules } from './personal-rules';

function rulesFor(role: number, values: Partial<PersonalFormValues> = {}) {
  return personalRules(role, () => ({ ...emptyPersonalForm(), ...values }));
}

// req: accounts.md#personal-form
describe('personal form rules (spec 002 §5)', () => {
  it.each([
    ['name', '', '请输入姓名'],
    ['name', 'Li Na', '请输入正确的中文名'],
    ['name', '李娜娜娜娜', '请输入正确的中文名'],
    ['name', '李娜', ''],
    ['personal_en_name', '', '请输入英文名'],
    ['personal_en_name', 'li Na', '首字母未大写'],
    ['personal_en_name', `L${'i'.repeat(99)}`, '请输入正确的英文名'],
    ['personal_en_name', 'Li Na', ''],
    ['sex', '', '请选择性别'],
    ['sex', '0', ''],
    ['birthday', '', '请选择出生日期'],
    ['birthday', '1990-02-03', ''],
    ['email', 'lina@', '请输入正确的邮箱地址'],
    ['email', 'lina@example.cn', ''],
    ['email', '', ''],
  ])('%s = %j → %j', async (field, value, message) => {
    expect(await firstMessage(rulesFor(1)[field], value)).toBe(message);
  });

  it('checks the document number by the type chosen at validation time', async () => {
    expect(await firstMessage(rulesFor(1).certificates_number, '')).toBe('请输入证件号码');
    expect(await firstMessage(rulesFor(1).certificates_number, '110105194912310021')).toBe('请输入正确的身份证号码');
    expect(await firstMessage(rulesFor(1).certificates_number, '11010519491231002X')).toBe('');
    expect(await firstMessage(rulesFor(1, { certificates_type: '2' }).certificates_number, 'X1234')).toBe(
      '请输入正确的港澳通行证号码',
    );
    expect(await firstMessage(rulesFor(1, { certificates_type: '2' }).certificates_number, 'H12345678')).toBe('');
    expect(await firstMessage(rulesFor(1, { certificates_type: '3' }).certificates_number, '1234')).toBe(
      '请输入正确的台湾通行证号码',
    );
    expect(await firstMessage(rulesFor(1, { certificates_type: '4' }).certificates_number, 'E12')).toBe('请输入正确的护照号码');
    expect(await firstMessage(rulesFor(1, { certificates_type: '4' }).certificates_number, 'E12345678')).toBe('');
  });

  it('asks residence, detailed address and education of an evaluator only', async () => {
    const athlete = rulesFor(1);
    expect(athlete.region).toBeUndefined();
    expect(athlete.mailing_address).toBeUndefined();
    expect(athlete.educational_information).toBeUndefined();
    const evaluator = rulesFor(2);
    expect(await firstMessage(evaluator.region, { provinceId: 440000, cityId: 440100 })).toBe('请选择省/市/地区');
    expect(await firstMessage(evaluator.region, { provinceId: 440000, cityId: 440100, districtId: 440106 })).toBe('');
    expect(await firstMessage(evaluator.mailing_address, '  ')).toBe('请输入详细地址');
    expect(await firstMessage(evaluator.educational_information, '')).toBe('请选择学历');
    expect(await firstMessage(evaluator.educational_information, '6')).toBe('');
  });
});
