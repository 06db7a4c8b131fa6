// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import {
  type AdminQualificationDetail,
  type AdminQualificationItem,
  type AdminTestClassDetail,
  type AdminTestClassItem,
  bulkPassAdminQualification,
  getAdminQualificationDetail,
  getAdminQualificationList,
  getAdminTestClassDetail,
  getAdminTestClassList,
  getDistrictList,
  passAdminQualification,
  rejectAdminTestClass,
  searchAdminAssessors,
  setAdminTestClassAssessors,
} from '@badminton/contracts';
import { sessionStore } from '@badminton/session';
import { renderAt, signInAs } from '../test-support';
import ClassDetailScreen from './class-detail-screen';
import ClassListScreen from './class-list-screen';
import QualificationDetailScreen from './qualification-detail-screen';
import QualificationListScreen from './qualification-list-screen';
import { answerMessageBox } from '@badminton/ui/testing';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});


const regions = fake(getDistrictList, { items: [], totalCount: 0 });

const qualification = (over: Partial<AdminQualificationItem>): AdminQualificationItem => ({
  id: 1,
  mechanism_full_name: '深圳市飞羽体育文化有限公司',
  nickname: '飞羽体育',
  province_name: '广东省',
  city_name: '深圳市',
  district_name: '福田区',
  grade_names: '四级、五级',
  approval_status: 1,
  approval_status_name: '未审核',
  submitted_at: '2026-11-18 10:00:00',
  can_pass: true,
  ...over,
});

const counts = { '1': 2, '2': 1, '3': 4, '4': 1 };

describe('/personal/review/qualifications', () => {
  it('shows the counts per status as the status filter, the applications, and 审核 only where the caller decides', async () => {
    signInAs(5);
    const api = installFakeApi([
      regions,
      fake(getAdminQualificationList, {
        items: [qualification({ id: 1, can_pass: false }), qualification({ id: 2, mechanism_full_name: '佛山市南粤羽毛球培训中心', approval_status: 2, approval_status_name: '初审通过，待终审', can_pass: true })],
        totalCount: 2,
        counts,
      }),
    ]);
    renderAt('/personal/review/qualifications?status=2', <QualificationListScreen />, '/personal/review/qualifications');
    const table = await screen.findByRole('table', { name: '资质申请列表' });
    const tabs = screen.getByRole('navigation', { name: '按审核状态筛选' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['全部8', '未审核2', '初审通过，待终审1', '审核通过4', '审核未通过1']);
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null]);
    expect(links[3].getAttribute('href')).toBe('/personal/review/qualifications?status=3');
    expect(api.callsTo(getAdminQualificationList)[0].payload).toEqual({ page: 1, limit: 10, approval_status: 2 });
    expect(within(table).getByRole('link', { name: '查看深圳市飞羽体育文化有限公司' }).getAttribute('href')).toBe('/personal/review/qualification?id=1');
    expect(within(table).getByRole('link', { name: '审核佛山市南粤羽毛球培训中心' })).toBeTruthy();
    // The national administrator has no bulk first review.
    expect(screen.queryByRole('button', { name: '批量初审通过' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('searches by institution name', async () => {
    signInAs(4);
    const api = installFakeApi([regions, fake(getAdminQualificationList, { items: [qualification({})], totalCount: 1, counts })]);
    renderAt('/personal/review/qualifications', <QualificationListScreen />, '/personal/review/qualifications');
    await screen.findByRole('table', { name: '资质申请列表' });
    await userEvent.type(screen.getByRole('textbox', { name: '机构名称' }), '飞羽');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.callsTo(getAdminQualificationList).at(-1)?.payload).toEqual({ page: 1, limit: 10, keyword: '飞羽' }));
  });

  it('lets the provincial reviewer pass several at once, after a confirmation, and says what passed and what was refused', async () => {
    signInAs(4);
    const api = installFakeApi([
      regions,
      fake(getAdminQualificationList, { items: [qualification({ id: 1 }), qualification({ id: 2, mechanism_full_name: '江门市侨乡羽毛球运动中心' }), qualification({ id: 3, can_pass: false, mechanism_full_name: '已初审机构' })], totalCount: 3, counts }),
      fake(bulkPassAdminQualification, {
        items: [
          { id: 1, name: '深圳市飞羽体育文化有限公司', ok: true, message: '审核通过' },
          { id: 2, name: '江门市侨乡羽毛球运动中心', ok: false, message: '该记录状态已变更，请刷新后重试' },
        ],
        passed: 1,
        refused: 1,
      }),
    ]);
    renderAt('/personal/review/qualifications', <QualificationListScreen />, '/personal/review/qualifications');
    const table = await screen.findByRole('table', { name: '资质申请列表' });
    const button = screen.getByRole('button', { name: '批量初审通过' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(table).queryByRole('checkbox', { name: '选择已初审机构' })).toBeNull();
    await userEvent.click(within(table).getByRole('checkbox', { name: '选择深圳市飞羽体育文化有限公司' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: '选择江门市侨乡羽毛球运动中心' }));
    expect(screen.getByText('已选择 2 条')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '批量初审通过' }));
    await screen.findByText('确定将选中的 2 个资质申请初审通过吗？每条将分别审核。');
    expect(api.callsTo(bulkPassAdminQualification)).toHaveLength(0);
    await answerMessageBox('确定将选中的 2 个资质申请初审通过吗？每条将分别审核。');
    expect(await screen.findByText('通过 1 条，未通过 1 条。')).toBeTruthy();
    expect(screen.getByText('未通过：该记录状态已变更，请刷新后重试')).toBeTruthy();
    expect(api.callsTo(bulkPassAdminQualification)[0].payload).toEqual({ ids: [1, 2], approval_content: '' });
  });
});

const qualificationDetail = (over: Partial<AdminQualificationDetail> = {}): AdminQualificationDetail => ({
  id: 7,
  approval_status: 2,
  approval_status_name: '初审通过，待终审',
  institution: {
    mechanism_full_name: '佛山市南粤羽毛球培训中心',
    nickname: '南粤羽训',
    business_license: '91440605MA54R0239',
    province_name: '广东省',
    city_name: '佛山市',
    district_name: '南海区',
    detailed_address: '体育路 39 号',
    office_address: '',
    legal_person: '何建南',
    certificates_type_name: '居民身份证',
    legal_person_id_number: '440605197509180015',
    principal: '何建南',
    principal_tel: '13700000084',
    management_tel: '',
    mobile: '13800000014',
  },
  application: {
    grade_names: ['四级', '五级'],
    groups: [{ label: '机构资质', chosen: ['依法登记注册的法人单位'] }],
    plastic_paces_number: 9,
    evaluator_number: 6,
    facility_introduct: '9 片标准塑胶场地',
    promotion_and_education_resources: '公众号',
    recent_situation: '承办比赛 2 次',
    site_name: '南粤羽训羽毛球馆',
    site_address: '体育路 39 号',
    business_license_key: '/wwwroot/upload/qualification/7/demo-business-licence.png?e=1&t=abc',
    attachments: ['/wwwroot/upload/qualification/7/demo-venue-photo.png?e=1&t=def'],
    submitted_at: '2026-11-08 10:00:00',
  },
  history: [
    { status: '1', status_name: '未审核', action: '提交资质申请', comment: '机构提交资质申请', actor: '机构', time: '2026-11-08 10:00:00', effective_start_date: null, effective_end_date: null },
    { status: '2', status_name: '初审通过，待终审', action: '省协会初审通过', comment: '同意推荐', actor: '省协会审核员', time: '2026-11-11 10:00:00', effective_start_date: null, effective_end_date: null },
  ],
  actions: { can_pass: true, can_reject: true, default_start_date: '2026-11-20', default_end_date: '2028-11-19' },
  ...over,
});

describe('/personal/review/qualification', () => {
  it('shows the application as submitted, the licence and attachments, the institution in full and the history', async () => {
    signInAs(5);
    installFakeApi([fake(getAdminQualificationDetail, qualificationDetail())]);
    renderAt('/personal/review/qualification?id=7', <QualificationDetailScreen fileHost="https://files.example.com" />, '/personal/review/qualification');
    expect(await screen.findByText('初审通过，待终审', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('居民身份证 440605197509180015')).toBeTruthy();
    expect(screen.getByText('南粤羽训羽毛球馆（体育路 39 号）')).toBeTruthy();
    expect(screen.getByRole('img', { name: '营业执照' }).getAttribute('src')).toBe('https://files.example.com/upload/qualification/7/demo-business-licence.png?e=1&t=abc');
    expect(screen.getByRole('img', { name: '附件1' })).toBeTruthy();
    const history = screen.getByRole('table', { name: '审批记录' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('同意推荐')).toBeTruthy();
  });

  it('gives final approval with the validity after the confirmation, and shows a refusal in the dialog', async () => {
    signInAs(5);
    let count = 0;
    const api = installFakeApi([
      fake(getAdminQualificationDetail, () => (count++ === 0 ? qualificationDetail() : qualificationDetail({ approval_status: 3, approval_status_name: '审核通过', actions: { can_pass: false, can_reject: false, default_start_date: null, default_end_date: null } }))),
      fake(passAdminQualification, (payload, n) => (n === 1 ? { kind: 'failure', errorMsg: '有效期不能超过5年', sessionExpired: false } : { approval_status: 3 })),
    ]);
    renderAt('/personal/review/qualification?id=7', <QualificationDetailScreen fileHost="" />, '/personal/review/qualification');
    await userEvent.click(await screen.findByRole('button', { name: '中羽协终审通过' }));
    const dialog = await screen.findByRole('dialog', { name: '确认中羽协终审通过' });
    expect((within(dialog).getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-11-20');
    expect((within(dialog).getByLabelText('结束日期') as HTMLInputElement).value).toBe('2028-11-19');
    fireEvent.change(within(dialog).getByLabelText('结束日期'), { target: { value: '2036-11-19' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
    expect(await within(dialog).findByText('有效期不能超过5年')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('结束日期'), { target: { value: '2029-11-19' } });
    fireEvent.change(within(dialog).getByLabelText('审核意见（选填）'), { target: { value: '同意' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
    expect(await screen.findByText('审核通过', { selector: 'strong' })).toBeTruthy();
    expect(api.callsTo(passAdminQualification).at(-1)?.payload).toEqual({ id: 7, approval_content: '同意', effective_start_date: '2026-11-20', effective_end_date: '2029-11-19' });
    expect(screen.queryByRole('button', { name: '中羽协终审通过' })).toBeNull();
  });

  it('asks for the reason before it rejects', async () => {
    signInAs(4);
    const api = installFakeApi([fake(getAdminQualificationDetail, qualificationDetail({ approval_status: 1, approval_status_name: '未审核', actions: { can_pass: true, can_reject: true, default_start_date: null, default_end_date: null } }))]);
    renderAt('/personal/review/qualification?id=7', <QualificationDetailScreen fileHost="" />, '/personal/review/qualification');
    await userEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '确认驳回' });
    expect(within(dialog).queryByLabelText('开始日期')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写驳回理由');
    expect(api.calls.map((c) => c.path)).toEqual([getAdminQualificationDetail.path]);
  });

  it('shows the service’s refusal of a record outside the caller’s province', async () => {
    signInAs(4);
    installFakeApi([fail(getAdminQualificationDetail, '当前账号无权进行此操作')]);
    renderAt('/personal/review/qualification?id=7', <QualificationDetailScreen fileHost="" />, '/personal/review/qualification');
    expect(await screen.findByText('当前账号无权进行此操作')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });
});

const classItem = (over: Partial<AdminTestClassItem>): AdminTestClassItem => ({
  id: 11,
  test_class_title: '羽悦体育2027五一成人等级测试班',
  mechanism_name: '广州市羽悦体育培训有限公司',
  province_name: '广东省',
  city_name: '广州市',
  district_name: '海珠区',
  registration_start_time: '2026-11-10 00:00:00',
  registration_end_time: '2026-12-27 00:00:00',
  test_start_time: '2026-12-30 09:00:00',
  test_end_time: '2026-12-30 17:00:00',
  test_grade: [{ grade: 4, grade_name: '四级' }],
  test_num: 30,
  application_status: '申请中',
  application_status_name: '省协会审核中',
  approval_comments: null,
  assessors_short: null,
  can_pass: true,
  ...over,
});

describe('/personal/review/testClasses', () => {
  it('shows the counts, the rejection reason, the assessor shortfall, and filters by test date and status', async () => {
    signInAs(4);
    const api = installFakeApi([
      regions,
      fake(getAdminTestClassList, {
        items: [
          classItem({ id: 11 }),
          classItem({ id: 12, test_class_title: '寒假少儿班', assessors_short: '考评员不足：至少选择一个一级考评员，请先分配考评员' }),
          classItem({ id: 13, test_class_title: '驳回班', application_status: '审核驳回', application_status_name: '审核驳回', approval_comments: '时间冲突', can_pass: false }),
        ],
        totalCount: 3,
        counts: { 申请中: 2, 省协会审核通过: 1, 中羽协审核通过: 5, 审核驳回: 1 },
      }),
    ]);
    renderAt('/personal/review/testClasses?testStart=2026-12-01%2000:00:00&testEnd=2026-12-31%2023:59:59', <ClassListScreen />, '/personal/review/testClasses');
    const table = await screen.findByRole('table', { name: '测试班申请列表' });
    expect(api.callsTo(getAdminTestClassList)[0].payload).toEqual({ page: 1, limit: 10, test_start: '2026-12-01 00:00:00', test_end: '2026-12-31 23:59:59' });
    const tabs = screen.getByRole('navigation', { name: '按审核状态筛选' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['全部9', '申请中（省协会审核中）2', '省协会审核通过（中羽协审核中）1', '中羽协审核通过5', '驳回1']);
    expect(within(table).getByText('驳回理由：时间冲突')).toBeTruthy();
    expect(within(table).getByText('考评员不足：至少选择一个一级考评员，请先分配考评员')).toBeTruthy();
    // A class short of assessors cannot be passed in bulk.
    expect(within(table).queryByRole('checkbox', { name: '选择寒假少儿班' })).toBeNull();
    expect(within(table).getByRole('checkbox', { name: '选择羽悦体育2027五一成人等级测试班' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '查看驳回班' }).getAttribute('href')).toBe('/personal/review/testClass?id=13');
  });
});

const classDetail = (over: Partial<AdminTestClassDetail> = {}): AdminTestClassDetail => ({
  id: 12,
  test_class_title: '羽悦体育2027寒假少儿等级测试班',
  application_status: '申请中',
  application_status_name: '省协会审核中',
  approval_comments: null,
  registration_start_time: '2026-11-10 00:00:00',
  registration_end_time: '2027-01-16 00:00:00',
  test_start_time: '2027-01-19 09:00:00',
  test_end_time: '2027-01-19 17:00:00',
  province_name: '广东省',
  city_name: '广州市',
  district_name: '海珠区',
  test_detail_addr: '海珠区体育路 67 号',
  test_grade: [
    { grade: 10, grade_name: '少儿一级' },
    { grade: 13, grade_name: '少儿四级' },
  ],
  test_num: 70,
  seats_taken: 0,
  contact: '苏老师',
  contact_number: '13900000188',
  mailing_address: '广东省_广州市_海珠区_体育路 67 号',
  institution: { id: 5, mechanism_full_name: '广州市羽悦体育培训有限公司', nickname: '羽悦体育', principal: '苏悦', principal_tel: '13700000088' },
  assessors: [
    { id: 31, name: '二级甲', level: 2, evaluator_rank: 2, evaluator_rank_name: '二级考评员', mobile: '13900000201', is_leader: true, may_assess: true },
    { id: 32, name: '三级乙', level: 3, evaluator_rank: 3, evaluator_rank_name: '三级考评员', mobile: '13900000202', is_leader: false, may_assess: true },
  ],
  assessors_short: '考评员不足：至少选择一个一级考评员，请先分配考评员',
  history: [{ status: '申请中', status_name: '省协会审核中', action: '机构提交测试班申请', comment: '机构提交测试班申请', actor: '机构', time: '2026-11-14 10:00:00', effective_start_date: null, effective_end_date: null }],
  actions: { can_pass: true, can_reject: true, can_assign: true, default_start_date: null, default_end_date: null },
  ...over,
});

describe('/personal/review/testClass', () => {
  it('shows the class as applied with its assessors in full and the shortfall', async () => {
    signInAs(4);
    installFakeApi([fake(getAdminTestClassDetail, classDetail())]);
    renderAt('/personal/review/testClass?id=12', <ClassDetailScreen />, '/personal/review/testClass');
    expect(await screen.findByText('省协会审核中', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('2027-01-19 09:00:00 至 2027-01-19 17:00:00')).toBeTruthy();
    expect(screen.getByText('少儿一级、少儿四级')).toBeTruthy();
    expect(screen.getByText('70 人（已报名 0 人）')).toBeTruthy();
    expect(screen.getByText('广东省 广州市 海珠区 体育路 67 号')).toBeTruthy();
    const assessors = screen.getByRole('table', { name: '考评员' });
    expect(within(assessors).getByText('13900000201')).toBeTruthy();
    expect(within(assessors).getByText('组长')).toBeTruthy();
    expect(document.querySelector('.review-callout')?.textContent).toContain('至少选择一个一级考评员');
  });

  it('assigns a first-level assessor and a new leader with the form’s rules, then saves', async () => {
    signInAs(4);
    let reads = 0;
    const api = installFakeApi([
      regions,
      fake(getAdminTestClassDetail, () => (reads++ === 0 ? classDetail() : classDetail({ assessors_short: null }))),
      fake(searchAdminAssessors, { items: [{ id: 41, name: '一级丙', evaluator_rank: 1, evaluator_rank_name: '一级考评员', mobile: '13900000301', region: '广东省广州市' }], totalCount: 1 }),
      fake(setAdminTestClassAssessors, { assessors: [] }),
    ]);
    renderAt('/personal/review/testClass?id=12', <ClassDetailScreen />, '/personal/review/testClass');
    await userEvent.click(await screen.findByRole('button', { name: '调整考评员' }));
    const editor = screen.getByRole('group', { name: '调整考评员与组长' });
    expect(within(editor).getByText('至少选择一个一级考评员')).toBeTruthy();
    await userEvent.click(within(editor).getByRole('button', { name: '保存考评员' }));
    expect(within(editor).getByRole('alert').textContent).toBe('至少选择一个一级考评员');
    expect(api.callsTo(setAdminTestClassAssessors)).toHaveLength(0);

    await userEvent.click(within(editor).getByRole('button', { name: '添加一级考评员' }));
    const picker = await screen.findByRole('dialog', { name: '选择一级考评员' });
    await userEvent.click(await within(picker).findByRole('button', { name: /^选择\s*一级丙$/ }));
    expect(within(picker).getByRole('status').textContent).toBe('已选择一级丙');
    await userEvent.click(within(picker).getByRole('button', { name: /^选择\s*一级丙$/ }));
    expect(within(picker).getByRole('status').textContent).toBe('已经选择了一级丙');
    expect(api.callsTo(searchAdminAssessors)[0].payload).toMatchObject({ evaluator_rank: 1, page: 1, limit: 5 });
    await userEvent.click(within(picker).getByRole('button', { name: '完成' }));

    expect(within(editor).getByText('考评员人数满足本测试班的要求')).toBeTruthy();
    const leaders = within(editor).getAllByRole('radio', { name: '组长' });
    await userEvent.click(leaders[0]);
    fireEvent.change(within(editor).getByLabelText('调整说明（选填）'), { target: { value: '补一级考评员' } });
    await userEvent.click(within(editor).getByRole('button', { name: '保存考评员' }));
    await waitFor(() => expect(api.callsTo(setAdminTestClassAssessors)).toHaveLength(1));
    expect(api.callsTo(setAdminTestClassAssessors)[0].payload).toEqual({ id: 12, grade_one_examiner: [41], grade_two_examiner: [31], grade_three_examiner: [32], leader: 41, reason: '补一级考评员' });
    await waitFor(() => expect(screen.queryByRole('group', { name: '调整考评员与组长' })).toBeNull());
  }, 20_000);

  it('rejects with the reason the institution will read', async () => {
    signInAs(5);
    const api = installFakeApi([
      fake(getAdminTestClassDetail, classDetail({ application_status: '省协会审核通过', application_status_name: '中羽协审核中', assessors_short: null, actions: { can_pass: true, can_reject: true, can_assign: true, default_start_date: null, default_end_date: null } })),
      fake(rejectAdminTestClass, { application_status: '审核驳回' }),
    ]);
    renderAt('/personal/review/testClass?id=12', <ClassDetailScreen />, '/personal/review/testClass');
    expect(await screen.findByRole('button', { name: '中羽协审核通过' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '确认驳回' });
    fireEvent.change(within(dialog).getByLabelText('驳回理由（必填）'), { target: { value: '测试时间与省赛冲突' } });
    expect(within(dialog).getByText('9/200')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(api.callsTo(rejectAdminTestClass)).toHaveLength(1));
    expect(api.callsTo(rejectAdminTestClass)[0].payload).toEqual({ id: 12, approval_comments: '测试时间与省赛冲突' });
  });
});
