import { describe, expect, it } from 'vitest';
import {
  emptyPersonalForm,
  personalFormFromProfile,
  toPersonalPayload,
  withCertificateNumber,
  withCertificateType,
} from './personal-form';

describe('personal form values', () => {
  it('starts empty with the ID card as document type', () => {
    expect(emptyPersonalForm()).toMatchObject({ certificates_type: '1', sex: '', birthday: '', region: {} });
  });

  it('reads a stored profile, numbers as text and the region as ids', () => {
    const values = personalFormFromProfile({
      name: '李娜',
      personal_en_name: 'Li Na',
      sex: 1,
      certificates_type: 1,
      certificates_number: '11010519491231002X',
      birthday: '1949-12-31 00:00:00',
      province: 440000,
      city: '440100',
      district: 440106,
      mailing_address: '天河路 1 号',
      educational_information: '6',
      email: 'lina@example.cn',
      native_place: null,
    });
    expect(values).toEqual({
      name: '李娜',
      personal_en_name: 'Li Na',
      sex: '1',
      certificates_type: '1',
      certificates_number: '11010519491231002X',
      birthday: '1949-12-31',
      region: { provinceId: 440000, cityId: 440100, districtId: 440106 },
      native_place: '',
      mailing_address: '天河路 1 号',
      educational_information: '6',
      email: 'lina@example.cn',
    });
  });

  it('fills the birthday from an 18- or 15-character ID card number', () => {
    const base = emptyPersonalForm();
    expect(withCertificateNumber(base, '11010519491231002X').birthday).toBe('1949-12-31');
    expect(withCertificateNumber(base, '110105491231002').birthday).toBe('1949-12-31');
  });

  it('leaves the birthday alone for an incomplete number or another document type', () => {
    const base = { ...emptyPersonalForm(), birthday: '2000-01-02' };
    expect(withCertificateNumber(base, '1101051949').birthday).toBe('2000-01-02');
    expect(withCertificateNumber(base, '11010519491399002X').birthday).toBe('2000-01-02');
    const passport = { ...base, certificates_type: '4' };
    expect(withCertificateNumber(passport, '11010519491231002X').birthday).toBe('2000-01-02');
  });

  it('fills the birthday when the type turns to ID card with a dated number already typed', () => {
    const values = { ...emptyPersonalForm(), certificates_type: '4', certificates_number: '11010519491231002X' };
    expect(withCertificateType(values, '1')).toMatchObject({ certificates_type: '1', birthday: '1949-12-31' });
    expect(withCertificateType(values, '2').birthday).toBe('');
  });
});

describe('personal payload', () => {
  const values = {
    ...emptyPersonalForm(),
    name: ' 李娜 ',
    personal_en_name: 'Li Na ',
    sex: '1',
    certificates_number: '11010519491231002X',
    birthday: '1949-12-31',
    region: { provinceId: 440000, cityId: 440100, districtId: 440106 },
    mailing_address: ' 天河路 1 号 ',
    educational_information: '6',
    email: 'lina@example.cn',
  };

  it('sends the athlete fields without residence and education', () => {
    expect(toPersonalPayload(values, 1)).toEqual({
      name: '李娜',
      personal_en_name: 'Li Na',
      sex: '1',
      certificates_type: '1',
      certificates_number: '11010519491231002X',
      birthday: '1949-12-31',
      email: 'lina@example.cn',
      native_place: '',
    });
  });

  it('adds residence, address and education for an evaluator, and the avatar file when chosen', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const payload = toPersonalPayload(values, 2, photo);
    expect(payload).toMatchObject({
      province: 440000,
      city: 440100,
      district: 440106,
      mailing_address: '天河路 1 号',
      educational_information: '6',
    });
    expect(payload.photo).toBe(photo);
    expect(toPersonalPayload(values, 2, null)).not.toHaveProperty('photo');
  });
});
