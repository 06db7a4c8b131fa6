import { describe, expect, it } from 'vitest';
import {
  atTextLimit,
  checkImageFile,
  isCountText,
  joinGroups,
  qualificationProblems,
  type QualificationForm,
  splitGroups,
  validateQualificationForm,
  validateRealNameForm,
} from './institution-qualification';

const M = {
  licenceRequired: '请上传营业执照',
  addressRequired: '请输入详细地址',
  siteRequired: '请填写测试场地名称',
  countRequired: '请输入塑胶场地数量',
  countInvalid: '请输入正确的数量',
  gradeRequired: '请选择申报等级',
  groupRequired: (label: string) => `请选择${label}`,
  facilityRequired: '请填写场地设施介绍',
  promotionRequired: '请填写宣传教育资源',
  recentRequired: '请填写近期开展情况',
  textLimit: '内容已达到最大限制',
  noticeRequired: '请阅读并勾选申请须知',
  commitmentRequired: '请勾选承诺书',
};

function form(overrides: Partial<QualificationForm> = {}): QualificationForm {
  return {
    hasLicence: true,
    detailedAddress: '体育西路1号',
    siteName: '羽翔球馆',
    plasticPacesNumber: '6',
    evaluatorNumber: '',
    grades: ['1'],
    groups: [{ label: '机构资质', options: ['a', 'b'], chosen: ['a'] }],
    facilityIntroduct: '介绍',
    promotionAndEducationResources: '资源',
    recentSituation: '情况',
    isAgree: true,
    isCommit: true,
    ...overrides,
  };
}

describe('qualification form', () => {
  it('accepts a complete form', () => expect(validateQualificationForm(form(), M)).toBeNull());
  it.each([
    [{ hasLicence: false }, '请上传营业执照'],
    [{ siteName: ' ' }, '请填写测试场地名称'],
    [{ detailedAddress: '' }, '请输入详细地址'],
    [{ plasticPacesNumber: '' }, '请输入塑胶场地数量'],
    [{ plasticPacesNumber: '4片' }, '请输入正确的数量'],
    [{ evaluatorNumber: '-1' }, '请输入正确的数量'],
    [{ grades: [] }, '请选择申报等级'],
    [{ groups: [{ label: '机构资质', options: ['a'], chosen: [] }] }, '请选择机构资质'],
    [{ groups: [{ label: '机构资质', options: ['a'], chosen: ['x'] }] }, '请选择机构资质'],
    [{ facilityIntroduct: '' }, '请填写场地设施介绍'],
    [{ promotionAndEducationResources: '' }, '请填写宣传教育资源'],
    [{ recentSituation: '' }, '请填写近期开展情况'],
    [{ recentSituation: '字'.repeat(501) }, '内容已达到最大限制'],
    [{ isAgree: false }, '请阅读并勾选申请须知'],
    [{ isCommit: false }, '请勾选承诺书'],
  ] as [Partial<QualificationForm>, string][])('%o → %s', (overrides, message) => {
    expect(validateQualificationForm(form(overrides), M)).toBe(message);
  });
  it('accepts exactly 500 characters (astral ones count once) and marks the limit', () => {
    expect(validateQualificationForm(form({ facilityIntroduct: '𠀀'.repeat(500) }), M)).toBeNull();
    expect(atTextLimit('字'.repeat(500))).toBe(true);
    expect(atTextLimit('字'.repeat(499))).toBe(false);
  });
  it('lists every problem by field', () => {
    expect(qualificationProblems(form({ hasLicence: false, isCommit: false }), M).map((p) => p.field)).toEqual(['business_license_key', 'isCommit']);
  });
  it('counts are digits only', () => {
    expect(isCountText('12')).toBe(true);
    expect(isCountText('1.5')).toBe(false);
    expect(isCountText('')).toBe(true);
  });
  it('splits and joins the groups', () => {
    expect(splitGroups('a,b|c', 3)).toEqual([['a', 'b'], ['c'], []]);
    expect(joinGroups([['a', 'b'], ['c']])).toBe('a,b|c');
  });
});

describe('real-name form and images', () => {
  const messages = { licenceRequired: '请上传机构营业执照', idRequired: '请上传法人/授权代表身份证' };
  it('names the first empty field, then the images', () => {
    const fields = [{ key: 'company_name', message: '请填写机构名称', value: '' }];
    expect(validateRealNameForm({ fields, hasLicence: true, hasIdFront: true }, messages)).toBe('请填写机构名称');
    const filled = [{ key: 'company_name', message: '请填写机构名称', value: 'x' }];
    expect(validateRealNameForm({ fields: filled, hasLicence: false, hasIdFront: true }, messages)).toBe('请上传机构营业执照');
    expect(validateRealNameForm({ fields: filled, hasLicence: true, hasIdFront: false }, messages)).toBe('请上传法人/授权代表身份证');
    expect(validateRealNameForm({ fields: filled, hasLicence: true, hasIdFront: true }, messages)).toBeNull();
  });
  it('checks an image: type first, then size under 4 MB', () => {
    const m = { type: 'T', size: 'S' };
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 1 }, 4 << 20, m)).toBe('T');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 4 << 20 }, 4 << 20, m)).toBe('S');
    expect(checkImageFile({ name: 'a.jpg', type: '', size: 10 }, 4 << 20, m)).toBeNull();
  });
});
