import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@badminton/session';
import { fail, failure, fake, installFakeApi } from '@badminton/api-client/testing';
import { getPersonalInfo, submitAthleteInfo, type PersonalProfile } from '@badminton/contracts';
import { REFERENCE_ROUTES } from '../../test/reference';
import { signInAs } from '../../test/session';
import { BasicInformationPage } from './basic-information-page';
import { answerMessageBox } from '@badminton/ui/testing';

const ATHLETE: PersonalProfile = {
  userid: 7,
  name: '李娜',
  personal_en_name: 'Li Na',
  sex: 1,
  certificates_type: 1,
  certificates_number: '11010519491231002X',
  birthday: '1949-12-31',
  province: null,
  city: null,
  district: null,
  provinceName: null,
  cityName: null,
  districtName: null,
  native_place: '湖北武汉',
  mailing_address: null,
  educational_information: null,
  email: 'lina@example.cn',
  photo_path: '/wwwroot/avatar/7.png',
  athletes_photo: '/wwwroot/avatar/7.png',
  athlete_rank: 3,
  athlete_obtain_time: '2025-06-01',
  evaluator_rank: null,
  evaluator_obtain_time: null,
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

const confirmDialog = () => answerMessageBox('带*号信息为关键信息，提交后无法自行修改，请确认后提交?');

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().signOut();
});

describe('basic information of an athlete without a profile', () => {
  // req: accounts.md#personal-form
  it('opens for editing and shows the messages of spec 002 §5 as written', async () => {
    signInAs(1);
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [] })]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('button', { name: '提交' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '取消编辑' })).not.toBeInTheDocument();
    expect(screen.queryByText('居住地')).not.toBeInTheDocument();
    expect(screen.queryByText('学历')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交' }));
    for (const message of ['请输入姓名', '请输入英文名', '请选择性别', '请输入证件号码', '请选择出生日期']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/请确认后提交/)).not.toBeInTheDocument();

    await user.type(input('英文名'), 'li na');
    await user.tab();
    expect(await screen.findByText('首字母未大写')).toBeInTheDocument();
    await user.type(input('姓名'), 'Lina');
    await user.tab();
    expect(await screen.findByText('请输入正确的中文名')).toBeInTheDocument();
    await user.type(input('邮箱'), 'lina@');
    await user.tab();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
  });

  it('fills the birthday from the ID card number and checks the number by type', async () => {
    signInAs(1);
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [] })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    await user.type(input('证件号码'), '110105194912310021');
    await user.tab();
    expect(await screen.findByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(within(field('出生日期')).getByRole('textbox')).toHaveValue('1949-12-31');
  });

  it('submits as multipart after the confirmation, stores the reloaded profile and locks the form', async () => {
    signInAs(1);
    let saved = false;
    const api = installFakeApi([
      ...REFERENCE_ROUTES,
      fake(getPersonalInfo, () => ({ items: saved ? [ATHLETE] : [] })),
      fake(submitAthleteInfo, () => {
        saved = true;
        return {};
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    await user.type(input('姓名'), '李娜');
    await user.type(input('英文名'), 'Li Na');
    await user.click(within(field('性别')).getByText('女'));
    await user.type(input('证件号码'), '11010519491231002X');
    await user.type(input('邮箱'), 'lina@example.cn');
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('上传头像'), avatar);

    await user.click(screen.getByRole('button', { name: '提交' }));
    await confirmDialog();

    await waitFor(() => expect(api.callsTo(submitAthleteInfo)).toHaveLength(1));
    const payload = api.callsTo(submitAthleteInfo)[0].payload;
    expect(payload).toMatchObject({
      name: '李娜',
      personal_en_name: 'Li Na',
      sex: '1',
      certificates_type: '1',
      certificates_number: '11010519491231002X',
      birthday: '1949-12-31',
      email: 'lina@example.cn',
    });
    expect(payload.photo).toBe(avatar);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '编辑' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().personalInfo).toMatchObject({ name: '李娜', locked: true }));
    expect(input('姓名')).toBeDisabled();
    expect(input('邮箱')).toBeDisabled();
  });

  it('alerts the server message and unlocks the form when the submit fails', async () => {
    signInAs(1);
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [] }), fail(submitAthleteInfo, '出生日期与身份证号码不一致')]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    await user.type(input('姓名'), '李娜');
    await user.type(input('英文名'), 'Li Na');
    await user.click(within(field('性别')).getByText('男'));
    await user.type(input('证件号码'), '11010519491231002X');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await confirmDialog();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('出生日期与身份证号码不一致'));
    await waitFor(() => expect(input('姓名')).toBeEnabled());
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
    expect(sessionStore.getState().personalInfo).toBeNull();
  });

  it('refuses an avatar that is not JPG/PNG or not under 1 MB, with the messages as written', async () => {
    signInAs(1);
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [] })]);
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    const picker = screen.getByLabelText('上传头像');
    fireEvent.change(picker, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('上传头像图片只能是 JPG/PNG 格式!')).toBeInTheDocument();
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(1024 * 1024)], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('上传头像图片大小不能超过 1MB!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '暂无头像' })).toBeInTheDocument();
  });
});

describe('basic information of an athlete with a locked profile', () => {
  it('opens read-only; 编辑 unlocks the other fields only; 取消编辑 restores and locks again', async () => {
    signInAs(1, { ...ATHLETE });
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [ATHLETE] })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '编辑' });
    expect(input('姓名')).toHaveValue('李娜');
    expect(input('姓名')).toBeDisabled();
    expect(input('邮箱')).toBeDisabled();
    expect(screen.getByText('三级（2025-06-01 获得）')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', '/files/avatar/7.png');
    expect(screen.getByText('带*号的关键信息已提交，不能自行修改，如需修改请联系审核人员')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(input('姓名')).toBeDisabled();
    expect(input('证件号码')).toBeDisabled();
    expect(input('邮箱')).toBeEnabled();
    expect(input('英文名')).toBeEnabled();
    await user.clear(input('邮箱'));
    await user.type(input('邮箱'), 'other@example.cn');
    await user.click(screen.getByRole('button', { name: '取消编辑' }));
    expect(input('邮箱')).toHaveValue('lina@example.cn');
    expect(input('邮箱')).toBeDisabled();
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });
});

describe('basic information of an evaluator', () => {
  it('asks residence, detailed address and education, with their messages', async () => {
    signInAs(2);
    installFakeApi([...REFERENCE_ROUTES, fake(getPersonalInfo, { items: [] })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: '提交' });
    expect(screen.getByText('居住地')).toBeInTheDocument();
    expect(screen.getByText('学历')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择省/市/地区')).toBeInTheDocument();
    expect(await screen.findByText('请输入详细地址')).toBeInTheDocument();
    expect(await screen.findByText('请选择学历')).toBeInTheDocument();
  });
});

describe('loading', () => {
  it('shows the server message with a retry when the profile cannot be read', async () => {
    signInAs(1);
    let attempt = 0;
    installFakeApi([
      ...REFERENCE_ROUTES,
      fake(getPersonalInfo, () => (++attempt === 1 ? failure('服务器繁忙，请稍后重试') : { items: [] })),
    ]);
    renderPage();
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByRole('button', { name: '提交' })).toBeInTheDocument();
  });
});
