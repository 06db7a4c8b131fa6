import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  type InstitutionProfile,
  type PersonalProfile,
  PROFILE_MESSAGES,
  Role,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
} from '@badminton/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callOk, type FormFile } from './helpers/call';
import { jpegImage, pngImage } from './helpers/images';

let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

const PNG = await pngImage(40, 40);
const JPEG = await jpegImage(60, 40);
const OVERSIZED_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(1024 * 1024 + 10, 1)]);
const RENAMED_TEXT = Buffer.from('这不是图片，只是改了扩展名的文本文件。'.repeat(20));

const ATHLETE_FIELDS = {
  name: '张晓明',
  personal_en_name: 'Zhang Xiaoming',
  sex: '0',
  certificates_type: '1',
  certificates_number: '11010519491231002X',
  birthday: '1949-12-31',
  province: '110000',
  city: '110100',
  district: '110105',
  native_place: '北京',
  email: 'zxm@example.com',
};

const EVALUATOR_FIELDS = {
  ...ATHLETE_FIELDS,
  name: '周敏',
  personal_en_name: 'Zhou Min',
  sex: '1',
  certificates_type: '4',
  certificates_number: 'E12345678',
  birthday: '1990-07-01',
  province: '440000',
  city: '440100',
  district: '440106',
  mailing_address: '天河路 1 号',
  educational_information: '6',
};

function photo(content: Uint8Array, filename: string, name = 'photo'): FormFile {
  return { name, content, filename, type: filename.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

async function personalInfo(user: { userToken: string; userId: number }): Promise<PersonalProfile[]> {
  return (await callOk(t.app, getPersonalInfo.path, {}, user)).items as PersonalProfile[];
}

describe('personal profile (athlete)', () => {
  it('starts empty, validates with the form messages, stores the avatar and locks the key fields', async () => {
    const athlete = await signedInUser(t.database.db, Role.Athlete);
    expect(await personalInfo(athlete)).toEqual([]);

    const submit = (fields: Record<string, string>, files: FormFile[] = []) =>
      callForm(t.app, submitAthleteInfo.path, fields, files, athlete);
    const refusal = async (fields: Record<string, string>, files: FormFile[] = []) => (await submit(fields, files)).result?.errorMsg;

    expect(await refusal({ ...ATHLETE_FIELDS, name: '' })).toBe('请输入姓名');
    expect(await refusal({ ...ATHLETE_FIELDS, name: 'Tom' })).toBe('请输入正确的中文名');
    expect(await refusal({ ...ATHLETE_FIELDS, personal_en_name: 'zhang' })).toBe('首字母未大写');
    expect(await refusal({ ...ATHLETE_FIELDS, sex: '' })).toBe(PROFILE_MESSAGES.sexRequired);
    expect(await refusal({ ...ATHLETE_FIELDS, certificates_number: '110105194912310021' })).toBe('请输入正确的身份证号码');
    expect(await refusal({ ...ATHLETE_FIELDS, birthday: '1950-01-01' })).toBe(PROFILE_MESSAGES.birthdayMismatch);
    expect(await refusal({ ...ATHLETE_FIELDS, birthday: '' })).toBe(PROFILE_MESSAGES.birthdayRequired);
    expect(await refusal({ ...ATHLETE_FIELDS, email: 'not-an-email' })).toBe('请输入正确的邮箱地址');
    expect(await refusal({ ...ATHLETE_FIELDS, district: '440106' })).toBe(PROFILE_MESSAGES.regionRequired);
    expect(await refusal(ATHLETE_FIELDS, [photo(RENAMED_TEXT, 'avatar.jpg')])).toBe(PROFILE_MESSAGES.avatarType);
    expect(await refusal(ATHLETE_FIELDS, [photo(OVERSIZED_PNG, 'big.png')])).toBe(PROFILE_MESSAGES.avatarSize);
    expect(await personalInfo(athlete)).toEqual([]);

    expect((await submit(ATHLETE_FIELDS, [photo(PNG, 'renamed.jpg')])).result).toEqual({ isSuccess: true });
    const [profile] = await personalInfo(athlete);
    expect(profile).toMatchObject({
      userid: athlete.userId,
      name: '张晓明',
      personal_en_name: 'Zhang Xiaoming',
      sex: 0,
      certificates_type: 1,
      certificates_number: '11010519491231002X',
      birthday: '1949-12-31',
      province: 110000,
      city: 110100,
      district: 110105,
      provinceName: '北京市',
      cityName: '北京市',
      districtName: '朝阳区',
      native_place: '北京',
      email: 'zxm@example.com',
      athlete_rank: null,
      evaluator_rank: null,
      locked: true,
    });
    expect(profile.photo_path).toMatch(new RegExp(`^/wwwroot/upload/avatar/${athlete.userId}/[A-Za-z0-9_-]+\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: profile.photo_path ?? '' });
    expect(served.statusCode).toBe(200);
    // What is stored is the picture re-encoded (decision 0020), not the bytes sent.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 40 });

    // Key fields are locked: a different value is refused; repeating or leaving them out is fine.
    expect(await refusal({ ...ATHLETE_FIELDS, name: '张晓红' })).toBe(PROFILE_MESSAGES.keyFieldsLocked);
    expect(await refusal({ ...ATHLETE_FIELDS, sex: '1' })).toBe(PROFILE_MESSAGES.keyFieldsLocked);
    expect(await refusal({ ...ATHLETE_FIELDS, birthday: '1949-12-30' })).toBe(PROFILE_MESSAGES.keyFieldsLocked);
    expect((await submit({ ...ATHLETE_FIELDS, email: 'new@example.com' })).result?.isSuccess).toBe(true);
    const { name: _name, sex: _sex, certificates_type: _type, certificates_number: _number, birthday: _birthday, ...others } = ATHLETE_FIELDS;
    expect((await submit({ ...others, native_place: '河北', certificates_number: '11010519491231002x' }, [photo(JPEG, 'a.jpeg')])).result?.isSuccess).toBe(
      true,
    );
    const [updated] = await personalInfo(athlete);
    expect(updated).toMatchObject({ name: '张晓明', birthday: '1949-12-31', native_place: '河北', email: 'zxm@example.com' });
    expect(updated.photo_path).toMatch(/\.jpg$/);
  });

  it('accepts JSON submits without files, and keeps the photo', async () => {
    const athlete = await signedInUser(t.database.db, Role.Athlete);
    const answer = await call(t.app, submitAthleteInfo.path, { ...ATHLETE_FIELDS, province: 110000, city: 110100, district: 110105 }, athlete);
    expect(answer.result).toEqual({ isSuccess: true });
    expect((await personalInfo(athlete))[0].photo_path).toBeNull();
  });
});

describe('personal profile (evaluator)', () => {
  it('requires residence, address and education, and accepts a passport', async () => {
    const evaluator = await signedInUser(t.database.db, Role.Evaluator);
    const refusal = async (fields: Record<string, string>) =>
      (await callForm(t.app, submitEvaluatorInfo.path, fields, [], evaluator)).result?.errorMsg;
    const { province: _p, city: _c, district: _d, ...withoutRegion } = EVALUATOR_FIELDS;
    expect(await refusal(withoutRegion)).toBe(PROFILE_MESSAGES.regionRequired);
    expect(await refusal({ ...EVALUATOR_FIELDS, mailing_address: '' })).toBe(PROFILE_MESSAGES.addressRequired);
    expect(await refusal({ ...EVALUATOR_FIELDS, educational_information: '' })).toBe(PROFILE_MESSAGES.educationRequired);
    expect(await refusal({ ...EVALUATOR_FIELDS, educational_information: '99' })).toBe(PROFILE_MESSAGES.educationRequired);
    expect(await refusal({ ...EVALUATOR_FIELDS, certificates_number: 'E1' })).toBe('请输入正确的护照号码');
    expect(await refusal(EVALUATOR_FIELDS)).toBeUndefined();
    const [profile] = await personalInfo(evaluator);
    expect(profile).toMatchObject({ certificates_type: 4, certificates_number: 'E12345678', educational_information: '6', cityName: '广州市', districtName: '天河区' });
  });

  it('is not the athlete call', async () => {
    const evaluator = await signedInUser(t.database.db, Role.Evaluator);
    expect((await callForm(t.app, submitAthleteInfo.path, ATHLETE_FIELDS, [], evaluator)).result?.errorMsg).toBe('当前账号无权进行此操作');
  });
});

const INSTITUTION_FIELDS = {
  mechanism_fullName: '杭州飞羽体育发展有限公司',
  nickname: '飞羽体育',
  business_license: '91330106MA2H1234X5',
  province: '330000',
  city: '330100',
  district: '330106',
  detailed_address: '西湖区文三路 100 号',
  office_address: '西湖区文三路 100 号 3 楼',
  principal: '孙立',
  principal_tel: '13700001111',
  legal_person: '孙立',
  certificates_type: '1',
  legal_person_idNumber: '11010519491231002X',
  management_tel: '',
};

async function mechanismInfo(user: { userToken: string; userId: number }): Promise<InstitutionProfile[]> {
  return (await callOk(t.app, getMechanismInfo.path, {}, user)).items as InstitutionProfile[];
}

describe('institution profile', () => {
  it('validates, stores up to three photos, keeps names unique and locks the key fields', async () => {
    const institution = await signedInUser(t.database.db, Role.Institution);
    const submit = (fields: Record<string, string>, files: FormFile[] = []) =>
      callForm(t.app, submitMechanismInfo.path, fields, files, institution);
    const refusal = async (fields: Record<string, string>, files: FormFile[] = []) => (await submit(fields, files)).result?.errorMsg;
    const view = (index: number, content: Uint8Array = PNG) => photo(content, `view${index}.png`, `institutional_view${index}`);

    expect(await mechanismInfo(institution)).toEqual([]);
    expect(await refusal({ ...INSTITUTION_FIELDS, business_license: '' })).toBe('请填写营业执照编号');
    expect(await refusal({ ...INSTITUTION_FIELDS, mechanism_fullName: '' })).toBe('请填写机构名称');
    expect(await refusal({ ...INSTITUTION_FIELDS, nickname: '' })).toBe('请填写简称');
    expect(await refusal({ ...INSTITUTION_FIELDS, nickname: '一二三四五六七八九' })).toBe(PROFILE_MESSAGES.nicknameTooLong);
    expect(await refusal({ ...INSTITUTION_FIELDS, district: '' })).toBe('请选择省/市/地区');
    expect(await refusal({ ...INSTITUTION_FIELDS, detailed_address: '' })).toBe('请填写机构注册详细地址');
    expect(await refusal({ ...INSTITUTION_FIELDS, certificates_type: '' })).toBe('请选择法人证件类型');
    expect(await refusal({ ...INSTITUTION_FIELDS, legal_person_idNumber: '' })).toBe('请输入身份证号码');
    expect(await refusal({ ...INSTITUTION_FIELDS, principal_tel: '0571-1234' })).toBe('请输入正确的电话');
    expect(await refusal(INSTITUTION_FIELDS, [view(1, RENAMED_TEXT)])).toBe(PROFILE_MESSAGES.photoType);
    expect(await refusal(INSTITUTION_FIELDS, [view(1, OVERSIZED_PNG)])).toBe(PROFILE_MESSAGES.photoSize);

    expect((await submit(INSTITUTION_FIELDS, [view(1), view(2, JPEG)])).result).toEqual({ isSuccess: true });
    const [profile] = await mechanismInfo(institution);
    expect(profile).toMatchObject({
      mechanism_fullName: '杭州飞羽体育发展有限公司',
      nickname: '飞羽体育',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      management_tel: null,
      view3: null,
      approval_status: null,
      locked: true,
    });
    expect(profile.view1).toMatch(new RegExp(`^/wwwroot/upload/mechanism/${institution.userId}/.+\\.png$`));
    expect(profile.view2).toMatch(/\.jpg$/);

    // Two kept + two new is one too many.
    expect(await refusal(INSTITUTION_FIELDS, [view(1), view(3)])).toBe(PROFILE_MESSAGES.tooManyPhotos);
    expect((await submit({ ...INSTITUTION_FIELDS, kept_views: JSON.stringify([profile.view2]) }, [view(1), view(3)])).result?.isSuccess).toBe(true);
    const [rearranged] = await mechanismInfo(institution);
    expect(rearranged.view1).toBe(profile.view2);
    expect(rearranged.view2).toMatch(/\.png$/);
    expect(rearranged.view3).toMatch(/\.png$/);

    expect(await refusal({ ...INSTITUTION_FIELDS, legal_person: '孙大立' })).toBe(PROFILE_MESSAGES.keyFieldsLocked);
    expect(await refusal({ ...INSTITUTION_FIELDS, mechanism_fullName: '另一个名字有限公司' })).toBe(PROFILE_MESSAGES.keyFieldsLocked);
    expect((await submit({ ...INSTITUTION_FIELDS, nickname: '飞羽' })).result?.isSuccess).toBe(true);
    expect((await mechanismInfo(institution))[0].nickname).toBe('飞羽');

    // Another institution cannot take the nickname or the full name.
    const rival = await signedInUser(t.database.db, Role.Institution);
    const check = (payload: Record<string, unknown>, user = rival) => call(t.app, checkMechanismName.path, payload, user);
    expect((await check({ nickName: '飞羽', check_type: 1 })).result?.errorMsg).toBe(PROFILE_MESSAGES.nicknameTaken);
    expect((await check({ mechanism_fullName: '杭州飞羽体育发展有限公司', check_type: 2 })).result?.errorMsg).toBe(PROFILE_MESSAGES.fullNameTaken);
    expect((await check({ nickName: '飞羽体育', check_type: 1 })).result).toEqual({ isSuccess: true });
    expect((await check({ nickName: '飞羽', check_type: 1 }, institution)).result).toEqual({ isSuccess: true });
    expect((await check({ nickName: '', check_type: 1 })).result?.errorMsg).toBe('请填写简称');
    expect((await check({ check_type: 3 })).result?.errorMsg).toBe('检查类型只能是1或2');
    const rivalSubmit = (fields: Record<string, string>) => callForm(t.app, submitMechanismInfo.path, fields, [], rival);
    expect((await rivalSubmit({ ...INSTITUTION_FIELDS, nickname: '飞羽' })).result?.errorMsg).toBe(PROFILE_MESSAGES.nicknameTaken);
    expect((await rivalSubmit({ ...INSTITUTION_FIELDS, nickname: '新羽' })).result?.errorMsg).toBe(PROFILE_MESSAGES.fullNameTaken);
    expect((await rivalSubmit({ ...INSTITUTION_FIELDS, nickname: '新羽', mechanism_fullName: '杭州新羽体育有限公司' })).result?.isSuccess).toBe(true);
  });
});
