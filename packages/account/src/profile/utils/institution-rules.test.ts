import { describe, expect, it, vi } from 'vitest';
import { firstMessage } from '../../test/run-rule';
import { emptyInstitutionForm, type InstitutionFormValues } from './institution-form';
import { institutionRules } from './institution-rules';

function rulesFor(values: Partial<InstitutionFormValues> = {}, options = {}) {
  return institutionRules(() => ({ ...emptyInstitutionForm(), ...values }), options);
}

// req: accounts.md#institution-form
describe('institution form rules (spec 002 §5)', () => {
  it.each([
    ['business_license', '', '请填写营业执照编号'],
    ['mechanism_fullName', ' ', '请填写机构名称'],
    ['detailed_address', '', '请填写机构注册详细地址'],
    ['nickname', '', '请填写简称'],
    ['nickname', '羽航体育发展有限公司', '简称不能超过8个字'],
    ['nickname', '羽航体育俱乐部八', ''],
    ['legal_person', '', '请填写法人姓名'],
    ['certificates_type', '', '请选择法人证件类型'],
    ['legal_person_idNumber', '', '请输入身份证号码'],
    ['legal_person_idNumber', '123', '请输入正确的身份证号码'],
    ['legal_person_idNumber', '11010519491231002X', ''],
    ['principal_tel', '', ''],
    ['principal_tel', '12345', '请输入正确的电话'],
    ['principal_tel', '13800000003', ''],
    ['management_tel', '021-1234', '请输入正确的电话'],
    ['region', { provinceId: 440000 }, '请选择省/市/地区'],
  ])('%s = %j → %j', async (field, value, message) => {
    expect(await firstMessage(rulesFor()[field], value)).toBe(message);
  });

  it('checks the legal person document by its type', async () => {
    expect(await firstMessage(rulesFor({ certificates_type: '4' }).legal_person_idNumber, 'E1234567')).toBe('');
    expect(await firstMessage(rulesFor({ certificates_type: '2' }).legal_person_idNumber, 'E1234567')).toBe(
      '请输入正确的港澳通行证号码',
    );
  });

  it('shows the server message of the uniqueness checks, and only after the local rule passes', async () => {
    const checkFullName = vi.fn(async (name: string) => (name === '广州羽航体育发展有限公司' ? '该机构名称已被使用' : null));
    const checkNickname = vi.fn(async () => '该简称已被使用');
    const rules = rulesFor({}, { checkFullName, checkNickname });
    expect(await firstMessage(rules.mechanism_fullName, '')).toBe('请填写机构名称');
    expect(checkFullName).not.toHaveBeenCalled();
    expect(await firstMessage(rules.mechanism_fullName, ' 广州羽航体育发展有限公司 ')).toBe('该机构名称已被使用');
    expect(checkFullName).toHaveBeenCalledWith('广州羽航体育发展有限公司');
    expect(await firstMessage(rules.mechanism_fullName, '深圳羽航')).toBe('');
    expect(await firstMessage(rules.nickname, '羽航')).toBe('该简称已被使用');
    expect(await firstMessage(rules.nickname, '一二三四五六七八九')).toBe('简称不能超过8个字');
    expect(checkNickname).toHaveBeenCalledTimes(1);
  });

  it('lets the name pass when the check itself fails to run', async () => {
    const rules = rulesFor({}, { checkFullName: () => Promise.reject(new Error('network')) });
    expect(await firstMessage(rules.mechanism_fullName, '深圳羽航')).toBe('');
  });
});
