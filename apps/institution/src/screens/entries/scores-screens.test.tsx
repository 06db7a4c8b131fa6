// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { type EntryItem, getClassVideos, getEntryList, getQualificationGate, INSTITUTION_SCORE_MESSAGES as M, saveClassVideo, saveEntryScores } from '@badminton/contracts';
import { parseSubjectScore, videoUrlProblem } from './view';
import ViewEntryScreen from './view-entry-screen';

afterEach(cleanup);

const row = (over: Partial<EntryItem>): EntryItem => ({
  application_id: 1,
  name: '王小明',
  xing_bie: '男',
  certificates_type: 1,
  certificates_number: '110101201001010011',
  grade: '四级',
  grade_value: 4,
  test_class_title: '冬季测试班',
  refund_status: 0,
  application_method: 2,
  arrange_group: '第一组',
  arrange_time: '09:00',
  leave_status: 0,
  payment_status: '支付成功',
  subject_1: null,
  subject_2: null,
  subject_3: null,
  subject_4: null,
  certificate_grade: null,
  certificate_numbering: null,
  ...over,
});

const qualified = fake(getQualificationGate, { approval_status: 3, qualified: true });
const list = (status: string, items: EntryItem[]) =>
  fake(getEntryList, { items, totalCount: items.length, test_class_title: '冬季测试班', grade_submission_status: status, grade_submission_msg: null, refund_status: 0 });

function renderAt() {
  return render(
    <MemoryRouter initialEntries={[`/personal/testList/viewEntry?id=7&application_status=${encodeURIComponent('中羽协审核通过')}`]}>
      <Routes>
        <Route path="/personal/testList/viewEntry" element={<ViewEntryScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('score entry on view entry', () => {
  it('opens once the arrangement is in, saves the page’s scores, and leaves on-leave rows out', async () => {
    const api = installFakeApi([
      qualified,
      list('已驳回', [row({ application_id: 1, name: '甲', subject_1: 80 }), row({ application_id: 2, name: '乙', leave_status: 1 })]),
      fake(saveEntryScores, { items: 1 }),
    ]);
    renderAt();
    await screen.findByRole('table', { name: '报名信息' });
    const open = screen.getByRole('button', { name: '成绩录入' }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect((screen.getByRole('button', { name: '提交成绩' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(open);
    const table = await screen.findByRole('table', { name: '成绩录入' });
    expect((within(table).getByLabelText('甲 步法移动') as HTMLInputElement).value).toBe('80');
    expect(within(table).queryByLabelText('乙 步法移动')).toBeNull();
    expect(within(table).getByText('不参加测试')).toBeTruthy();
    fireEvent.change(within(table).getByLabelText('甲 发球'), { target: { value: '60.55' } });
    fireEvent.click(screen.getByRole('button', { name: '保存本页' }));
    expect(await screen.findByText(`甲：${M.scoreInvalid}`)).toBeTruthy();
    fireEvent.change(within(table).getByLabelText('甲 发球'), { target: { value: '60.5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存本页' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(saveEntryScores.path));
    expect(api.calls.find((c) => c.path === saveEntryScores.path)?.payload).toEqual({
      test_class_id: 7,
      items: [{ application_id: 1, subject_1: 80, subject_2: 60.5, subject_3: null, subject_4: null }],
    });
  });

  it('is closed before the arrangement and after submission', async () => {
    installFakeApi([qualified, list('已提交，待审核', [row({})])]);
    renderAt();
    await screen.findByRole('table', { name: '报名信息' });
    expect((screen.getByRole('button', { name: '成绩录入' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '提交成绩' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    installFakeApi([qualified, list('未提交', [row({ arrange_group: null })])]);
    renderAt();
    await screen.findByRole('table', { name: '报名信息' });
    expect((screen.getByRole('button', { name: '成绩录入' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('video recording on view entry', () => {
  it('asks for the address, saves it and lists the saved ones', async () => {
    const saved = [{ id: 1, video_url: 'https://v.example.com/old.mp4', created_at: '2026-11-01 10:00:00' }];
    const api = installFakeApi([
      qualified,
      list('已提交，待审核', [row({})]),
      fake(getClassVideos, () => ({ items: saved })),
      fake(saveClassVideo, (payload) => {
        saved.unshift({ id: 2, video_url: String(payload.video_url), created_at: '2026-11-02 10:00:00' });
        return {};
      }),
    ]);
    renderAt();
    await screen.findByRole('table', { name: '报名信息' });
    fireEvent.click(screen.getByRole('button', { name: '视频录入' }));
    expect(await screen.findByRole('link', { name: 'https://v.example.com/old.mp4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(M.videoRequired)).toBeTruthy();
    expect(api.calls.map((c) => c.path)).not.toContain(saveClassVideo.path);
    fireEvent.change(screen.getByLabelText('视频地址'), { target: { value: ' https://v.example.com/new.mp4 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('link', { name: 'https://v.example.com/new.mp4' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === saveClassVideo.path)?.payload).toEqual({ test_class_id: 7, video_url: 'https://v.example.com/new.mp4' });
  });
});

describe('the page’s checks', () => {
  it('reads a subject score: blank is none, one decimal at most, 0–100', () => {
    expect(parseSubjectScore(' ')).toBeNull();
    expect(parseSubjectScore('100')).toBe(100);
    expect(parseSubjectScore('59.5')).toBe(59.5);
    expect(parseSubjectScore('100.5')).toBeUndefined();
    expect(parseSubjectScore('6.55')).toBeUndefined();
    expect(parseSubjectScore('-1')).toBeUndefined();
  });

  it('checks a video address', () => {
    expect(videoUrlProblem('')).toBe(M.videoRequired);
    expect(videoUrlProblem('http://a.example.com/v.mp4')).toBe(M.videoInvalid);
    expect(videoUrlProblem(`https://a.example.com/${'v'.repeat(490)}`)).toBe(M.videoInvalid);
    expect(videoUrlProblem(' https://a.example.com/v.mp4 ')).toBeNull();
  });
});
