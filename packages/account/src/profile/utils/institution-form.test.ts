import { describe, expect, it } from 'vitest';
import { emptyInstitutionForm, institutionFormFromProfile, storedPhotos, toInstitutionPayload } from './institution-form';

const PROFILE = {
  mechanism_fullName: '广州羽航体育发展有限公司',
  nickname: '羽航体育',
  business_license: '91440101MA5ABCDE1X',
  province: 440000,
  city: 440100,
  district: 440106,
  detailed_address: '天河路 1 号',
  office_address: null,
  principal: '王强',
  principal_tel: '13800000003',
  legal_person: '王强',
  certificates_type: 1,
  legal_person_idNumber: '11010519491231002X',
  management_tel: '',
  view1: '/wwwroot/mechanism/1.jpg',
  view2: '',
  view3: '/wwwroot/mechanism/3.jpg',
  locked: true,
};

describe('institution form values', () => {
  it('reads a stored profile', () => {
    expect(institutionFormFromProfile(PROFILE)).toEqual({
      mechanism_fullName: '广州羽航体育发展有限公司',
      nickname: '羽航体育',
      business_license: '91440101MA5ABCDE1X',
      region: { provinceId: 440000, cityId: 440100, districtId: 440106 },
      detailed_address: '天河路 1 号',
      office_address: '',
      principal: '王强',
      principal_tel: '13800000003',
      legal_person: '王强',
      certificates_type: '1',
      legal_person_idNumber: '11010519491231002X',
      management_tel: '',
    });
    expect(institutionFormFromProfile(null)).toEqual(emptyInstitutionForm());
  });

  it('lists the stored photos without the empty slots', () => {
    expect(storedPhotos(PROFILE)).toEqual([
      { kind: 'stored', path: '/wwwroot/mechanism/1.jpg' },
      { kind: 'stored', path: '/wwwroot/mechanism/3.jpg' },
    ]);
    expect(storedPhotos(null)).toEqual([]);
  });

  it('sends the kept stored photos as kept_views and the new ones as institutional_view files', () => {
    const file = new File(['x'], 'v.jpg', { type: 'image/jpeg' });
    const payload = toInstitutionPayload(institutionFormFromProfile(PROFILE), [
      { kind: 'stored', path: '/wwwroot/mechanism/3.jpg' },
      { kind: 'new', file, preview: 'blob:1' },
    ]);
    expect(payload).toMatchObject({
      mechanism_fullName: '广州羽航体育发展有限公司',
      nickname: '羽航体育',
      certificates_type: '1',
      province: 440000,
      city: 440100,
      district: 440106,
      kept_views: '["/wwwroot/mechanism/3.jpg"]',
    });
    expect(payload.institutional_view1).toBe(file);
    expect(payload).not.toHaveProperty('institutional_view2');
  });

  it('sends an empty kept_views when every stored photo was removed', () => {
    const payload = toInstitutionPayload(institutionFormFromProfile(PROFILE), []);
    expect(payload.kept_views).toBe('[]');
    expect(Object.keys(payload).filter((key) => key.startsWith('institutional_view'))).toEqual([]);
  });
});
