// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import {
  ADMIN_TRAINING_MESSAGES as M,
  type AdminTrainee,
  type AdminTrainingDetail,
  type AdminTrainingItem,
  getAdminTraining,
  getAdminTrainingList,
  getDistrictList,
  recordAdminTrainingResult,
  saveAdminTraining,
  setAdminTrainingStop,
} from '@badminton/contracts';
import { sessionStore } from '@badminton/session';
import { answerMessageBox } from '@badminton/ui/testing';
import { renderAt, signInAs } from '../test-support';
import TrainingClassDetailScreen from './class-detail-screen';
import TrainingClassEditScreen, { fenOf } from './class-edit-screen';
import TrainingClassListScreen from './class-list-screen';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});

const LIST = '/personal/training/classes';
const DETAIL = '/personal/training/class';
const EDIT = '/personal/training/classEdit';

const item = (over: Partial<AdminTrainingItem> = {}): AdminTrainingItem => ({
  id: 5,
  name: '2026年广东省二级考评员培训班',
  trainType: 3,
  grade: 2,
  gradeName: '二级考评员',
  provinceName: '广东省',
  cityName: '广州市',
  districtName: '天河区',
  detail_addr: '天河体育中心',
  file_path: null,
  apply_start_time: '2026-12-01 09:00:00',
  apply_end_time: '2026-12-10 18:00:00',
  opening_class_start_time: '2026-12-15 09:00:00',
  opening_class_end_time: '2026-12-17 18:00:00',
  isStop: false,
  stage: 'open',
  stage_name: '报名中',
  enrolled: 3,
  paid: 2,
  reviewed: 0,
  ...over,
});

const trainee = (over: Partial<AdminTrainee> = {}): AdminTrainee => ({
  record_id: 41,
  evaluator_user_id: 900,
  name: '张考评',
  mobile: '13800000002',
  certificates_number: '440106199001011234',
  fee_type: 3,
  fee_name: '培训+考核费',
  order_sn: 'T202612010001',
  payment_status: '3',
  payment_status_name: '已支付',
  aptitude: '无相关资质',
  aptitude_image: null,
  signed_up_at: '2026-12-02 10:00:00',
  performance_review: 0,
  performance_review_name: '待评定',
  completed_on: null,
  scores: [],
  can_record: true,
  ...over,
});

const detail = (over: Partial<AdminTrainingDetail> = {}): AdminTrainingDetail => ({
  ...item(),
  province_id: 440000,
  city_id: 440100,
  district_id: 440106,
  assessment_start_time: '2026-12-17 18:00:00',
  assessment_end_time: '2026-12-18 12:00:00',
  aptitude: ['无相关资质', '三级考评员证书'],
  notice_title: '培训通知',
  notice_content: '<p>请携带身份证。</p>',
  createTime: '2026-11-20 10:00:00',
  fees: [
    { fee_type: 1, fee_name: '培训费', fee_fen: 100000 },
    { fee_type: 3, fee_name: '培训+考核费', fee_fen: 126050 },
  ],
  contents: [
    { id: 71, sort: 1, content: '理论知识', assessment_method: '笔试' },
    { id: 72, sort: 2, content: '技术评定', assessment_method: '现场考核' },
  ],
  trainees: [trainee(), trainee({ record_id: 42, name: '李未缴', payment_status: '1', payment_status_name: '待支付', can_record: false })],
  actions: { can_edit: false, edit_refusal: M.editLocked, can_stop: true, can_resume: false, can_record: true },
  ...over,
});

const counts = { upcoming: 1, open: 2, stopped: 0, ended: 4 };

describe('/personal/training/classes', () => {
  it('shows the stage counts as the filter, the filters from the address in the request, and 新建培训班 for role 5', async () => {
    signInAs(5);
    const api = installFakeApi([fake(getAdminTrainingList, { items: [item()], totalCount: 1, counts })]);
    renderAt(`${LIST}?status=open&grade=2&keyword=${encodeURIComponent('广东')}`, <TrainingClassListScreen />, LIST);
    const table = await screen.findByRole('table', { name: '培训班列表' });
    const links = within(screen.getByRole('navigation', { name: '按报名状态筛选' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['全部7', '未开始报名1', '报名中2', '已停止0', '已结束4']);
    expect(links[4].getAttribute('href')).toBe(`${LIST}?status=ended&keyword=${encodeURIComponent('广东')}&grade=2`);
    expect(api.callsTo(getAdminTrainingList)[0].payload).toEqual({ page: 1, limit: 10, keyword: '广东', stage: 'open', grade: 2 });
    expect((screen.getByRole('combobox', { name: '培训等级' }) as HTMLSelectElement).value).toBe('2');
    expect(within(table).getByRole('link', { name: '查看2026年广东省二级考评员培训班' }).getAttribute('href')).toBe(`${DETAIL}?id=5`);
    expect(within(table).getByText('3 / 2 / 0')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新建培训班' }).getAttribute('href')).toBe(EDIT);
  });

  it('offers no 新建培训班 to a provincial reviewer; searches by grade keeping the stage', async () => {
    signInAs(4);
    const api = installFakeApi([fake(getAdminTrainingList, { items: [item()], totalCount: 1, counts })]);
    renderAt(`${LIST}?status=upcoming`, <TrainingClassListScreen />, LIST);
    await screen.findByRole('table', { name: '培训班列表' });
    expect(screen.queryByRole('link', { name: '新建培训班' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '培训等级' }), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.callsTo(getAdminTrainingList).at(-1)?.payload).toEqual({ page: 1, limit: 10, stage: 'upcoming', grade: 3 }));
  });
});

describe('/personal/training/class', () => {
  it('shows the class, its fees in 元 and its evaluators; 录入成绩 only for a paid one', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminTraining, detail())]);
    renderAt(`${DETAIL}?id=5`, <TrainingClassDetailScreen fileHost="" />, DETAIL);
    expect(await screen.findByText('培训费 1000 元；培训+考核费 1260.50 元')).toBeTruthy();
    expect(screen.getByText(M.editLocked)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '编辑' })).toBeNull();
    const table = screen.getByRole('table', { name: '报名考评员' });
    expect(within(table).getByRole('button', { name: '录入成绩 张考评' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '录入成绩 李未缴' })).toBeNull();
    expect(within(table).getByText('待支付')).toBeTruthy();
  });

  it('records a result: every score checked, 合格 chosen, the service’s refusal shown, then saved', async () => {
    signInAs(5);
    let reads = 0;
    const api = installFakeApi([
      fake(getAdminTraining, () => (reads++ === 0 ? detail() : detail({ trainees: [trainee({ performance_review: 1, performance_review_name: '合格', completed_on: '2026-12-18' })] }))),
      fake(recordAdminTrainingResult, (_payload, n) => (n === 1 ? { kind: 'failure', errorMsg: M.beforeAssessment, sessionExpired: false } : { performance_review: 1 })),
    ]);
    renderAt(`${DETAIL}?id=5`, <TrainingClassDetailScreen fileHost="" />, DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '录入成绩 张考评' }));
    const dialog = await screen.findByRole('dialog', { name: '录入成绩' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存成绩' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.scoresIncomplete);
    fireEvent.change(within(dialog).getByLabelText(/理论知识/), { target: { value: '101' } });
    fireEvent.change(within(dialog).getByLabelText(/技术评定/), { target: { value: '92.5' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存成绩' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.scoreInvalid);
    fireEvent.change(within(dialog).getByLabelText(/理论知识/), { target: { value: '88' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存成绩' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.reviewInvalid);
    await userEvent.click(within(dialog).getByRole('radio', { name: '合格' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存成绩' }));
    expect(await within(dialog).findByText(M.beforeAssessment)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存成绩' }));
    await waitFor(() => expect(api.callsTo(recordAdminTrainingResult)).toHaveLength(2));
    expect(api.callsTo(recordAdminTrainingResult)[1].payload).toEqual({
      id: 5,
      record_id: 41,
      performance_review: 1,
      completed_on: '',
      scores: [
        { content_id: 71, score: 88 },
        { content_id: 72, score: 92.5 },
      ],
    });
    expect(await screen.findByText('结业 2026-12-18')).toBeTruthy();
  });

  it('stops the sign-up after a confirmation', async () => {
    signInAs(5);
    const api = installFakeApi([fake(getAdminTraining, detail()), fake(setAdminTrainingStop, { isStop: true })]);
    renderAt(`${DETAIL}?id=5`, <TrainingClassDetailScreen fileHost="" />, DETAIL);
    await userEvent.click(await screen.findByRole('button', { name: '停止报名' }));
    expect(api.callsTo(setAdminTrainingStop)).toHaveLength(0);
    await answerMessageBox('停止“2026年广东省二级考评员培训班”的报名吗？停止后考评员不能再报名。');
    await waitFor(() => expect(api.callsTo(setAdminTrainingStop)[0]?.payload).toEqual({ id: 5, is_stop: true }));
  });

  it('offers a provincial reviewer nothing to change', async () => {
    signInAs(4);
    installFakeApi([
      fake(getAdminTraining, detail({ trainees: [trainee({ can_record: false })], actions: { can_edit: false, edit_refusal: null, can_stop: false, can_resume: false, can_record: false } })),
    ]);
    renderAt(`${DETAIL}?id=5`, <TrainingClassDetailScreen fileHost="" />, DETAIL);
    await screen.findByRole('table', { name: '报名考评员' });
    for (const name of ['编辑', '停止报名', '恢复报名', '录入成绩 张考评']) expect(screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name })).toBeNull();
  });
});

describe('/personal/training/classEdit', () => {
  it('checks the form in the service’s words before sending anything (required fields, the times’ order); 元 to fen', async () => {
    signInAs(5);
    const api = installFakeApi([fake(saveAdminTraining, { id: 9 }), fake(getAdminTraining, detail({ id: 9 }))]);
    renderAt(EDIT, <TrainingClassEditScreen fileHost="" />, EDIT);
    const form = await screen.findByRole('form', { name: '新建培训班' });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText(M.nameRequired)).toBeTruthy();
    expect(within(form).getByText(M.regionRequired)).toBeTruthy();
    expect(within(form).getByText(M.feeRequired)).toBeTruthy();
    expect(api.callsTo(saveAdminTraining)).toHaveLength(0);
    const times = ['2026-12-01 09:00:00', '2026-12-10 18:00:00', '2026-12-15 09:00:00', '2026-12-17 18:00:00', '2026-12-17 18:00:00', '2026-12-18 12:00:00'];
    ['报名开始时间', '报名截止时间', '开班开始时间', '开班结束时间', '考核开始时间', '考核结束时间'].forEach((label, index) => {
      fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value: index === 1 ? '2026-11-30 18:00:00' : times[index] } });
    });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText(M.applyOrder)).toBeTruthy();
    expect(fenOf('1260.5')).toBe(126050);
    expect(fenOf('12.345')).toBeNull();
  });

  it('edits a class it may: the form filled from the answer, fees sent in fen', async () => {
    signInAs(5);
    const regions: Record<number, { id: number; area_name: string; parent_id: number }[]> = {
      [-1]: [{ id: 440000, area_name: '广东省', parent_id: -1 }],
      440000: [{ id: 440100, area_name: '广州市', parent_id: 440000 }],
      440100: [{ id: 440106, area_name: '天河区', parent_id: 440100 }],
    };
    const api = installFakeApi([
      fake(getAdminTraining, detail({ actions: { can_edit: true, edit_refusal: null, can_stop: true, can_resume: false, can_record: false } })),
      fake(getDistrictList, (payload) => {
        const items = regions[Number(payload.parent_id)] ?? [];
        return { items, totalCount: items.length };
      }),
      fake(saveAdminTraining, { id: 5 }),
    ]);
    renderAt(`${EDIT}?id=5`, <TrainingClassEditScreen fileHost="" />, EDIT);
    const form = await screen.findByRole('form', { name: '编辑培训班' });
    fireEvent.change(within(form).getByLabelText('培训+考核费'), { target: { value: '1300' } });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo(saveAdminTraining)).toHaveLength(1));
    expect(api.callsTo(saveAdminTraining)[0].payload).toMatchObject({
      id: 5,
      name: '2026年广东省二级考评员培训班',
      province_id: 440000,
      city_id: 440100,
      district_id: 440106,
      assessment_start_time: '2026-12-17 18:00:00',
      aptitude: ['无相关资质', '三级考评员证书'],
      fees: [
        { fee_type: 1, fee_fen: 100000 },
        { fee_type: 3, fee_fen: 130000 },
      ],
      contents: [
        { content: '理论知识', assessment_method: '笔试' },
        { content: '技术评定', assessment_method: '现场考核' },
      ],
    });
  });

  it('says why a class cannot be edited instead of the form', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminTraining, detail())]);
    renderAt(`${EDIT}?id=5`, <TrainingClassEditScreen fileHost="" />, EDIT);
    expect(await screen.findByText(M.editLocked)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
