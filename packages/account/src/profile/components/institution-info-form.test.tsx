import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@badminton/session';
import { failure, fake, installFakeApi } from '@badminton/api-client/testing';
import { checkMechanismName, getMechanismInfo, submitMechanismInfo, type InstitutionProfile } from '@badminton/contracts';
import { REFERENCE_ROUTES } from '../../test/reference';
import { signInAs } from '../../test/session';
import { BasicInformationPage } from './basic-information-page';
import { answerMessageBox } from '@badminton/ui/testing';

const TAKEN_NAME = '广州羽航体育发展有限公司';

const INSTITUTION: InstitutionProfile = {
  userid: 9,
  mechanism_fullName: '深圳飞羽体育',
  nickname: '飞羽体育',
  business_license: '91440300MA5FXXXX1X',
  province: 440000,
  city: 440100,
  district: 440106,
  provinceName: '广东省',
  cityName: '广州市',
  districtName: '天河区',
  detailed_address: '体育西路 1 号',
  office_address: null,
  principal: '王强',
  principal_tel: '13800000003',
  legal_person: '王强',
  certificates_type: 1,
  legal_person_idNumber: '11010519491231002X',
  management_tel: null,
  view1: '/wwwroot/mechanism/1.jpg',
  view2: null,
  view3: null,
  approval_status: null,
  locked: true,
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/personal/completeInformation']}>
      <BasicInformationPage fileHost="/files" />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.el-form-item') as HTMLElement;
const input = (label: string) => within(field(label)).getByRole('textbox');
const nameCheck = (payload: Record<string, unknown>) =>
  payload.mechanism_fullName === TAKEN_NAME
    ? failure('该机构名称已被使用')
    : payload.nickName === '羽航体育'
      ? failure('该简称已被使用')
      : {};

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().signOut();
});

describe('institution basic information', () => {
  // req: accounts.md#institution-form
  it('shows the required messages of spec 002 §5 as written', async () => {
    signInAs(3);
    installFakeApi([...REFERENCE_ROUTES, fake(getMechanismInfo, { items: [] }), fake(checkMechanismName, nameCheck)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '提交' }));
    for (const message of [
      '请填写营业执照编号',
      '请填写机构名称',
      '请选择省/市/地区',
      '请填写机构注册详细地址',
      '请填写简称',
      '请填写法人姓名',
      '请输入身份证号码',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(input('负责人电话'), '12345');
    await user.tab();
    expect(await screen.findByText('请输入正确的电话')).toBeInTheDocument();
  });

  it('checks the full name and the nickname on blur and shows the server message', async () => {
    signInAs(3);
    const api = installFakeApi([...REFERENCE_ROUTES, fake(getMechanismInfo, { items: [] }), fake(checkMechanismName, nameCheck)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    await user.type(input('机构名称'), TAKEN_NAME);
    await user.tab();
    expect(await screen.findByText('该机构名称已被使用')).toBeInTheDocument();
    expect(api.callsTo(checkMechanismName).at(-1)?.payload).toEqual({ mechanism_fullName: TAKEN_NAME, check_type: 2 });
    await user.type(input('机构简称'), '羽航体育');
    await user.tab();
    expect(await screen.findByText('该简称已被使用')).toBeInTheDocument();
    expect(api.callsTo(checkMechanismName).at(-1)?.payload).toEqual({ nickName: '羽航体育', check_type: 1 });
    expect(input('机构简称')).toHaveAttribute('maxlength', '8');
  });

  it('takes at most three photos of JPG/PNG under 1 MB, with the messages as written', async () => {
    signInAs(3);
    installFakeApi([...REFERENCE_ROUTES, fake(getMechanismInfo, { items: [] })]);
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('上传实景图'), { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] } });
    expect(await screen.findByText('最多可上传三张实景图照片')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /实景图/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('上传实景图'), { target: { files: [png('big.png', 1024 * 1024), png('a.png')] } });
    expect(await screen.findByText('上传图片大小不能超过 1MB!')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /实景图/ })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('上传实景图'), { target: { files: [png('b.png'), png('c.png')] } });
    expect(screen.getAllByRole('img', { name: /实景图/ })).toHaveLength(3);
    expect(screen.queryByLabelText('上传实景图')).not.toBeInTheDocument();
  });

  it('edits a locked profile: key fields stay read-only; the submit keeps or drops stored photos', async () => {
    signInAs(3, { ...INSTITUTION });
    const api = installFakeApi([
      ...REFERENCE_ROUTES,
      fake(getMechanismInfo, { items: [INSTITUTION] }),
      fake(checkMechanismName, nameCheck),
      fake(submitMechanismInfo, {}),
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    expect(input('机构名称')).toBeDisabled();
    expect(input('营业执照编号')).toBeDisabled();
    expect(input('法人姓名')).toBeDisabled();
    expect(input('法人证件号码')).toBeDisabled();
    expect(input('机构简称')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '删除实景图1' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await answerMessageBox('带*号信息为关键信息，提交后无法自行修改，请确认后提交?');
    await waitFor(() => expect(api.callsTo(submitMechanismInfo)).toHaveLength(1));
    expect(api.callsTo(submitMechanismInfo)[0].payload).toMatchObject({
      mechanism_fullName: '深圳飞羽体育',
      nickname: '飞羽体育',
      province: 440000,
      city: 440100,
      district: 440106,
      kept_views: '[]',
    });
    // Read-only full name: no uniqueness call for it.
    expect(api.callsTo(checkMechanismName).map((c) => c.payload.check_type)).toEqual([1]);
    expect(await screen.findByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(sessionStore.getState().personalInfo).toMatchObject({ mechanism_fullName: '深圳飞羽体育' });
  });
});
