// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import {
  downloadAttachment,
  type EvaluatorAssignmentItem,
  getEvaluatorAssignments,
  SUPERVISION_FORM_TEMPLATE_PATH,
  uploadSupervisionForm,
  WORK_RECORD_MESSAGES as M,
} from '@badminton/contracts';
import WorkRecordPage from './work-record-page';
import { answerMessageBox } from '@badminton/ui/testing';

afterEach(cleanup);

const row = (over: Partial<EvaluatorAssignmentItem>): EvaluatorAssignmentItem => ({
  id: 1,
  test_class_title: '羽翔体育2025秋季等级测试班',
  mechanism_fullName: '广州市羽翔体育培训有限公司',
  test_start_time: '2025-10-11 09:00:00',
  test_end_time: '2025-10-11 17:00:00',
  grade: [4, 5],
  isleader: 1,
  evaluator_rank: 1,
  isHasAttachments: 0,
  grade_submission_status: 4,
  canUpload: true,
  ...over,
});

function renderAt(path = '/personal/workRecord') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/personal/workRecord" element={<WorkRecordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const ROWS = [
  row({ id: 3, test_class_title: '可上传测试班' }),
  row({ id: 2, test_class_title: '已上传测试班', isHasAttachments: 1, canUpload: false }),
  row({ id: 1, test_class_title: '组员测试班', isleader: 0, evaluator_rank: 2, canUpload: false, grade_submission_status: 1 }),
];

describe('/personal/workRecord', () => {
  it('lists the assignments with their part, grades, status and the form cell, and offers the template', async () => {
    installFakeApi([fake(getEvaluatorAssignments, { items: ROWS, totalCount: 3, url: SUPERVISION_FORM_TEMPLATE_PATH })]);
    renderAt();
    const table = await screen.findByRole('table', { name: '工作记录' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('button', { name: '上传监督表' })).toBeTruthy();
    expect(within(rows[1]).getByText('已上传')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: '下载监督表' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /上传监督表/ })).toBeNull();
    expect(within(rows[2]).getByText('未上传')).toBeTruthy();
    expect(within(rows[2]).getByText('考评员')).toBeTruthy();
    expect(within(rows[2]).getByText('二级考评员')).toBeTruthy();
    expect(within(rows[2]).getByText('已提交，待审核')).toBeTruthy();
    expect(within(rows[0]).getByText('四级、五级')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载监督表模板' }).getAttribute('href')).toBe(SUPERVISION_FORM_TEMPLATE_PATH);
    // 10 per page: no pager for 3.
    expect(document.querySelector('.el-pagination')).toBeNull();
  });

  it('asks 10 per page and shows the pager above 10', async () => {
    const api = installFakeApi([fake(getEvaluatorAssignments, { items: ROWS, totalCount: 11, url: SUPERVISION_FORM_TEMPLATE_PATH })]);
    renderAt('/personal/workRecord?page=2');
    await screen.findByRole('table', { name: '工作记录' });
    expect(api.callsTo(getEvaluatorAssignments)[0].payload).toEqual({ page: 2, limit: 10 });
    expect(document.querySelector('.el-pagination')).not.toBeNull();
  });

  it('uploads the chosen file after the confirmation, then reloads', async () => {
    let uploaded = false;
    const api = installFakeApi([
      fake(getEvaluatorAssignments, () => ({
        items: uploaded ? [row({ id: 3, test_class_title: '可上传测试班', isHasAttachments: 1, canUpload: false })] : [ROWS[0]],
        totalCount: 1,
        url: SUPERVISION_FORM_TEMPLATE_PATH,
      })),
      fake(uploadSupervisionForm, () => {
        uploaded = true;
        return {};
      }),
    ]);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '上传监督表' }));
    const file = new File(['%PDF-1.7'], '监督表.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('选择监督表文件'), { target: { files: [file] } });
    await answerMessageBox('监督表提交后不可修改，是否提交？');
    await waitFor(() => expect(api.callsTo(uploadSupervisionForm)).toHaveLength(1));
    expect(api.callsTo(uploadSupervisionForm)[0].payload).toEqual({ id: 3, file });
    expect(await screen.findByText('已上传')).toBeTruthy();
  });

  it('refuses a file of another type before asking, and sends nothing', async () => {
    const api = installFakeApi([fake(getEvaluatorAssignments, { items: [ROWS[0]], totalCount: 1, url: SUPERVISION_FORM_TEMPLATE_PATH })]);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '上传监督表' }));
    fireEvent.change(screen.getByLabelText('选择监督表文件'), { target: { files: [new File(['x'], 'form.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText(M.fileType)).toBeTruthy();
    expect(api.callsTo(uploadSupervisionForm)).toHaveLength(0);
  });

  it('downloads an uploaded form through the signed address', async () => {
    const api = installFakeApi([
      fake(getEvaluatorAssignments, { items: [ROWS[1]], totalCount: 1, url: SUPERVISION_FORM_TEMPLATE_PATH }),
      fake(downloadAttachment, { file_path: '/api/files/supervision/2?e=1&t=abc', file_name: '监督表.pdf' }),
    ]);
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    };
    try {
      renderAt();
      fireEvent.click(await screen.findByRole('button', { name: '下载监督表' }));
      await waitFor(() => expect(clicked).toEqual(['/api/files/supervision/2?e=1&t=abc 监督表.pdf']));
      expect(api.callsTo(downloadAttachment)[0].payload).toEqual({ id: 2 });
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  });
});
