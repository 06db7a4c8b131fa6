// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, fail, installFakeApi } from '@badminton/api-client/testing';
import {
  acceptAdminAppeal,
  type AdminAppealDetail,
  type AdminAppealItem,
  type AdminGradeSubmissionDetail,
  type AdminGradeSubmissionItem,
  approveGradeSubmission,
  decideAdminAppeal,
  getAdminAppeal,
  getAdminAppealList,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  publishGradeSubmission,
  rejectGradeSubmission,
} from '@badminton/contracts';
import GradeSubmissionScreen from './grade-submission-screen';
import GradeSubmissionsScreen from './grade-submissions-screen';
import SecondAppealsScreen from './second-appeals-screen';
import { answerMessageBox } from '@badminton/ui/testing';

afterEach(cleanup);

const COUNTS = [
  { status: 1, label: '已提交，待审核', count: 2 },
  { status: 2, label: '已驳回', count: 1 },
  { status: 3, label: '审核通过', count: 0 },
  { status: 4, label: '已发布', count: 3 },
];

const item = (over: Partial<AdminGradeSubmissionItem> = {}): AdminGradeSubmissionItem => ({
  id: 7,
  test_class_title: '羽翔体育成绩审核班',
  institution_name: '广州市羽翔体育培训有限公司',
  province_name: '广东省',
  city_name: '广州市',
  district_name: '天河区',
  test_start_time: '2026-11-10 09:00:00',
  test_end_time: '2026-11-10 17:00:00',
  grade_submission_status: 1,
  grade_submission_status_name: '已提交，待审核',
  grade_submission_msg: null,
  entry_count: 3,
  pass_count: 2,
  scores_published_at: null,
  can_approve: true,
  can_reject: true,
  can_publish: false,
  ...over,
});

const detail = (over: Partial<AdminGradeSubmissionDetail> = {}): AdminGradeSubmissionDetail => ({
  ...item(),
  detailed_address: '体育西路1号',
  contact: '王老师',
  contact_number: '13900000000',
  entries: [
    {
      application_id: 1,
      athlete_name: '陈一鸣',
      certificates_number: '440106200001011234',
      grade: 4,
      gradeName: '四级',
      subjects: [
        { sort: 1, subject: '步法移动', score: 80 },
        { sort: 2, subject: '发球', score: 75 },
        { sort: 3, subject: '击球技术', score: 70 },
        { sort: 4, subject: '实战对抗', score: 65 },
      ],
      score_judgment: 1,
      certificate_number: null,
    },
    {
      application_id: 2,
      athlete_name: '林晓',
      certificates_number: '440106200001015678',
      grade: 4,
      gradeName: '四级',
      subjects: [
        { sort: 1, subject: '步法移动', score: 59 },
        { sort: 2, subject: '发球', score: 70 },
        { sort: 3, subject: '击球技术', score: 70 },
        { sort: 4, subject: '实战对抗', score: 70 },
      ],
      score_judgment: 2,
      certificate_number: null,
    },
  ],
  supervision_form: { file_name: '监督表.pdf', uploaded_at: '2026-11-11 10:00:00', uploader_name: '周考评' },
  videos: [{ id: 1, video_url: 'https://video.example.com/a.mp4', created_at: '2026-11-11 11:00:00' }],
  history: [{ changed_at: '2026-11-12 09:00:00', actor_role: 3, action: '机构提交成绩', from_status: '0', to_status: '1', reason: '机构提交成绩' }],
  ...over,
});

function renderAt(path: string, route: string, element: JSX.Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

const confirmBox = (text: string) => answerMessageBox(text);

describe('/personal/review/gradeSubmissions', () => {
  it('lists the queue with the status tabs and their counts; a tab and the filters go into the request', async () => {
    const api = installFakeApi([fake(getAdminGradeSubmissionList, { items: [item(), item({ id: 8, test_class_title: '驳回班', grade_submission_status: 2, grade_submission_status_name: '已驳回', grade_submission_msg: '请补录', can_approve: false, can_reject: false })], totalCount: 2, counts: COUNTS })]);
    renderAt('/personal/review/gradeSubmissions', '/personal/review/gradeSubmissions', <GradeSubmissionsScreen />);
    const table = await screen.findByRole('table', { name: '成绩审核列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('3 / 2');
    expect(within(rows[0]!).getByRole('link', { name: '审核羽翔体育成绩审核班' }).getAttribute('href')).toBe('/personal/review/gradeSubmission?id=7');
    expect(rows[1]!.textContent).toContain('驳回理由：请补录');
    expect(within(rows[1]!).getByRole('link', { name: '查看驳回班' })).toBeTruthy();
    const tabs = screen.getByRole('group', { name: '按成绩状态筛选' });
    expect(within(tabs).getByRole('button', { name: '全部 6' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(tabs).getByRole('button', { name: '已发布 3' }));
    await waitFor(() => expect(api.callsTo(getAdminGradeSubmissionList).at(-1)?.payload).toMatchObject({ status: 4, page: 1, limit: 10 }));
    fireEvent.change(screen.getByLabelText('测试机构'), { target: { value: '羽翔' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.callsTo(getAdminGradeSubmissionList).at(-1)?.payload).toMatchObject({ status: 4, institution: '羽翔' }));
  });

  it('shows 暂无相关信息 for an empty queue', async () => {
    installFakeApi([fake(getAdminGradeSubmissionList, { items: [], totalCount: 0, counts: COUNTS.map((c) => ({ ...c, count: 0 })) })]);
    renderAt('/personal/review/gradeSubmissions', '/personal/review/gradeSubmissions', <GradeSubmissionsScreen />);
    expect(await screen.findByText('暂无相关信息')).toBeTruthy();
  });
});

describe('/personal/review/gradeSubmission', () => {
  const at = (id = 7) => [`/personal/review/gradeSubmission?id=${id}`, '/personal/review/gradeSubmission', <GradeSubmissionScreen key="d" />] as const;

  it('shows every athlete’s four scores and judgment, the supervision form, the videos and the history', async () => {
    installFakeApi([fake(getAdminGradeSubmission, detail())]);
    renderAt(...at());
    const table = await screen.findByRole('table', { name: '参测学员成绩' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('440106200001011234');
    expect(rows[0]!.textContent).toContain('合格');
    expect(rows[1]!.textContent).toContain('59.0');
    expect(rows[1]!.textContent).toContain('不合格');
    expect(screen.getByText(/监督表\.pdf/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载监督表' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://video.example.com/a.mp4' })).toBeTruthy();
    expect(screen.getByText('2026-11-12 09:00:00 测试机构 机构提交成绩')).toBeTruthy();
    expect(screen.getByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布成绩' })).toBeNull();
  });

  it('审核通过 after a confirmation, then reloads', async () => {
    let approved = false;
    const api = installFakeApi([
      fake(getAdminGradeSubmission, () => (approved ? detail({ grade_submission_status: 3, grade_submission_status_name: '审核通过', can_approve: false, can_reject: false }) : detail())),
      fake(approveGradeSubmission, () => {
        approved = true;
        return { grade_submission_status: 3 };
      }),
    ]);
    renderAt(...at());
    fireEvent.click(await screen.findByRole('button', { name: '审核通过' }));
    await confirmBox('确定审核通过');
    await waitFor(() => expect(api.callsTo(approveGradeSubmission)).toHaveLength(1));
    expect(api.callsTo(approveGradeSubmission)[0]!.payload).toEqual({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull());
  });

  it('驳回: the reason is required and counted; the service’s refusal is shown in the dialog', async () => {
    const api = installFakeApi([fake(getAdminGradeSubmission, detail()), fail(rejectGradeSubmission, '该记录状态已变更，请刷新后重试')]);
    renderAt(...at());
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写驳回理由');
    expect(api.callsTo(rejectGradeSubmission)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回理由'), { target: { value: '  第二组成绩与录像不符 ' } });
    expect(within(dialog).getByText('10/100')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.callsTo(rejectGradeSubmission)[0]?.payload).toEqual({ id: 7, reason: '第二组成绩与录像不符' }));
    expect(await within(dialog).findByText('该记录状态已变更，请刷新后重试')).toBeTruthy();
  });

  it('发布成绩 for the national administrator, after a confirmation that names the passers', async () => {
    const api = installFakeApi([
      fake(getAdminGradeSubmission, detail({ grade_submission_status: 3, grade_submission_status_name: '审核通过', can_approve: false, can_publish: true })),
      fake(publishGradeSubmission, { grade_submission_status: 4, scores_published_at: '2026-11-20 10:00:00', certificates: 2, athletes: 3 }),
    ]);
    renderAt(...at());
    fireEvent.click(await screen.findByRole('button', { name: '发布成绩' }));
    await confirmBox('合格的 2 人将获发证书');
    await waitFor(() => expect(api.callsTo(publishGradeSubmission)).toHaveLength(1));
  });

  it('a class of another province answers the refusal, without decisions', async () => {
    installFakeApi([fail(getAdminGradeSubmission, '当前账号无权进行此操作')]);
    renderAt(...at());
    expect(await screen.findByText('当前账号无权进行此操作')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });
});

const appealItem = (over: Partial<AdminAppealItem> = {}): AdminAppealItem => ({
  id: 11,
  appeal_no: 'SS20261101000001',
  athlete_name: '陈一鸣',
  test_class_title: '羽翔体育成绩审核班',
  institution_name: '羽翔体育',
  province_name: '广东省',
  grade: 4,
  gradeName: '四级',
  appeal_status: 4,
  appeal_status_name: '已提交二次申诉',
  second_content: '请复核录像',
  second_at: '2026-11-15 10:00:00',
  score_judgment: 2,
  can_decide: true,
  ...over,
});

const appealDetail = (over: Partial<AdminAppealDetail> = {}): AdminAppealDetail => ({
  ...appealItem(),
  first_content: '发球成绩有误',
  creationTime: '2026-11-12 10:00:00',
  appeal_reply: '经核对，成绩无误',
  edit_status: 2,
  score_changes: [],
  scores: [
    { test_subject_id: 1, sort: 1, subject: '步法移动', score: 59 },
    { test_subject_id: 2, sort: 2, subject: '发球', score: 70 },
    { test_subject_id: 3, sort: 3, subject: '击球技术', score: 70 },
    { test_subject_id: 4, sort: 4, subject: '实战对抗', score: 70 },
  ],
  certificates_number: '440106200001011234',
  scores_published_at: '2026-11-11 10:00:00',
  manager_reply: null,
  certificate_number: null,
  history: [],
  ...over,
});

describe('/personal/review/secondAppeals', () => {
  it('lists the second appeals with their tabs; 处理 opens one', async () => {
    const api = installFakeApi([
      fake(getAdminAppealList, {
        items: [appealItem(), appealItem({ id: 12, appeal_no: 'SS2', appeal_status: 7, appeal_status_name: '已申诉两次，不可再申诉', can_decide: false })],
        totalCount: 2,
        counts: [
          { status: 4, label: '已提交二次申诉', count: 1 },
          { status: 5, label: '二次申诉审核中', count: 0 },
          { status: 6, label: '二次复核通过', count: 0 },
          { status: 7, label: '已申诉两次，不可再申诉', count: 1 },
        ],
      }),
    ]);
    renderAt('/personal/review/secondAppeals', '/personal/review/secondAppeals', <SecondAppealsScreen />);
    const table = await screen.findByRole('table', { name: '二次申诉列表' });
    expect(within(table).getByRole('link', { name: '处理申诉SS20261101000001' }).getAttribute('href')).toBe('/personal/review/secondAppeals?id=11');
    expect(within(table).getByRole('link', { name: '查看申诉SS2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已提交二次申诉 1' }));
    await waitFor(() => expect(api.callsTo(getAdminAppealList).at(-1)?.payload).toMatchObject({ status: 4 }));
  });

  it('the detail shows the first round; keep requires the reply and sends it', async () => {
    const api = installFakeApi([fake(getAdminAppeal, appealDetail()), fake(decideAdminAppeal, { appeal_status: 7, score_qualified_judgment: 2, certificate_number: null }), fake(acceptAdminAppeal, { appeal_status: 5 })]);
    renderAt('/personal/review/secondAppeals?id=11', '/personal/review/secondAppeals', <SecondAppealsScreen />);
    expect(await screen.findByText('经核对，成绩无误')).toBeTruthy();
    expect(screen.getByText('请复核录像（2026-11-15 10:00:00）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交处理结果' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写回复内容');
    fireEvent.change(screen.getByLabelText('回复运动员'), { target: { value: '经复核录像，维持原成绩。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交处理结果' }));
    await confirmBox('确定维持原成绩吗');
    await waitFor(() => expect(api.callsTo(decideAdminAppeal)[0]?.payload).toEqual({ id: 11, decision: 'keep', manager_reply: '经复核录像，维持原成绩。', score_subject: undefined }));
  });

  it('change: the four scores are edited, the judgment previewed and sent', async () => {
    const api = installFakeApi([fake(getAdminAppeal, appealDetail()), fake(decideAdminAppeal, { appeal_status: 6, score_qualified_judgment: 1, certificate_number: 'ZY202604000009' })]);
    renderAt('/personal/review/secondAppeals?id=11', '/personal/review/secondAppeals', <SecondAppealsScreen />);
    fireEvent.click(await screen.findByLabelText('修改成绩'));
    expect(screen.getByText(/复核后评定：不合格/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('步法移动'), { target: { value: '62' } });
    expect(screen.getByText(/复核后评定：合格/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('回复运动员'), { target: { value: '步法移动更正为62分' } });
    fireEvent.click(screen.getByRole('button', { name: '提交处理结果' }));
    await confirmBox('并将发放证书');
    await waitFor(() => expect(api.callsTo(decideAdminAppeal)).toHaveLength(1));
    expect(api.callsTo(decideAdminAppeal)[0]!.payload).toMatchObject({
      decision: 'change',
      score_subject: [
        { test_subject_id: 1, score: 62 },
        { test_subject_id: 2, score: 70 },
        { test_subject_id: 3, score: 70 },
        { test_subject_id: 4, score: 70 },
      ],
    });
  });

  it('a decided appeal shows the reply and no form', async () => {
    installFakeApi([fake(getAdminAppeal, appealDetail({ appeal_status: 7, appeal_status_name: '已申诉两次，不可再申诉', can_decide: false, manager_reply: '维持原成绩' }))]);
    renderAt('/personal/review/secondAppeals?id=11', '/personal/review/secondAppeals', <SecondAppealsScreen />);
    expect(await screen.findByText('维持原成绩')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交处理结果' })).toBeNull();
  });
});
