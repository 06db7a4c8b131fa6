// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getQualificationList, QUALIFICATION_MESSAGES as M, type QualificationItem } from '@badminton/contracts';
import { QualificationApplicationPage } from './qualification-application-page';

afterEach(cleanup);

const approved: QualificationItem = {
  id: 7,
  user_test_mechanism_id: 7,
  grade: '4,5',
  comprehensive_content: '依法登记注册的法人单位|无不良信用记录|不少于4片标准场地|配备标准球网、球柱|配备专职管理人员|有固定宣传渠道|每年至少组织1次等级测试',
  plastic_paces_number: 6,
  evaluator_number: 3,
  facility_introduct: '六片场地',
  promotion_and_education_resources: '公众号',
  recent_situation: '测试两次',
  business_license_key: '/wwwroot/upload/qualification/7/a.png',
  institutional_site_id: 3,
  testInstitutionalSite: '羽翔球馆',
  detailed_address: '体育西路1号',
  approval_status: 3,
  approval_content: '同意，资质有效期两年',
  approval_time: '2026-10-09 18:53:54',
  effective_start_date: '2026-10-09',
  effective_end_date: '2028-10-08',
  attachments: [],
  history: [
    { approval_status: 1, approval_status_name: '未审核', approval_content: '机构提交资质申请', approval_time: '2026-09-29 18:53:54', effective_start_date: null, effective_end_date: null },
    { approval_status: 3, approval_status_name: '审核通过', approval_content: '同意，资质有效期两年', approval_time: '2026-10-09 18:53:54', effective_start_date: '2026-10-09', effective_end_date: '2028-10-08' },
  ],
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/personal/qualificationApplication']}>
      <QualificationApplicationPage fileHost="/files" />
    </MemoryRouter>,
  );
}

describe('/personal/qualificationApplication', () => {
  it('shows an approved qualification with its history and validity, read-only', async () => {
    installFakeApi([fake(getQualificationList, { items: [approved], approval_status: 3, canEdit: false, hasProfile: true })]);
    renderPage();
    expect(await screen.findByText('审核通过', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('资质有效期：2026-10-09 至 2028-10-08')).toBeTruthy();
    expect(screen.getByText('机构提交资质申请')).toBeTruthy();
    expect((screen.getByLabelText(/测试场地名称/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '提交申请' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables 提交申请 only with both checkboxes, and names each missing field', async () => {
    installFakeApi([fake(getQualificationList, { items: [], approval_status: null, canEdit: true, hasProfile: true })]);
    renderPage();
    const submit = (await screen.findByRole('button', { name: '提交申请' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('我已阅读并知悉申请须知'));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('本机构承诺所填信息及材料真实有效'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(expect.arrayContaining([M.licenceRequired, M.countRequired, M.gradeRequired, M.facilityRequired])));
  });

  it('says 内容已达到最大限制 at 500 characters', async () => {
    installFakeApi([fake(getQualificationList, { items: [], approval_status: null, canEdit: true, hasProfile: true })]);
    renderPage();
    const area = (await screen.findByLabelText(/场地设施介绍/)) as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: '字'.repeat(600) } });
    expect(area.value).toHaveLength(500);
    expect(screen.getByText(`${M.textLimit} 500/500`)).toBeTruthy();
  });

  it('asks for the basic information first', async () => {
    installFakeApi([fake(getQualificationList, { items: [], approval_status: null, canEdit: false, hasProfile: false })]);
    renderPage();
    expect(await screen.findByRole('link', { name: '去完善基本信息' })).toBeTruthy();
  });
});
