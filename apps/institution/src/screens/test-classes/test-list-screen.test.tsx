// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getInstitutionTestClassList, getQualificationGate, type InstitutionTestClassItem } from '@badminton/contracts';
import TestListScreen from './test-list-screen';

afterEach(cleanup);

const row = (over: Partial<InstitutionTestClassItem>): InstitutionTestClassItem => ({
  id: 1,
  test_class_title: '测试班',
  registration_start_time: '2027-03-01 00:00:00',
  registration_end_time: '2027-03-10 23:59:59',
  test_start_time: '2027-03-20 00:00:00',
  test_end_time: '2027-03-20 23:59:59',
  test_detail_addr: '体育西路 191 号',
  test_grade: [{ grade: 4, grade_name: '四级' }],
  test_num: 40,
  application_status: '申请中',
  approval_comments: null,
  refund_status: 0,
  province_name: '广东省',
  city_name: '广州市',
  district_name: '天河区',
  ...over,
});

function renderList() {
  return render(
    <MemoryRouter initialEntries={['/personal/testList']}>
      <Routes>
        <Route path="/personal/testList" element={<TestListScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/personal/testList', () => {
  it('shows 请通过资质申请 and no list to an institution that has not passed', async () => {
    const api = installFakeApi([fake(getQualificationGate, { approval_status: 2, qualified: false })]);
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('请通过资质申请');
    expect(screen.queryByRole('link', { name: '新增测试班' })).toBeNull();
    expect(api.calls.map((c) => c.path)).not.toContain(getInstitutionTestClassList.path);
  });

  it('lists the classes with their review status, the comment and the refund action only where it applies', async () => {
    installFakeApi([
      fake(getQualificationGate, { approval_status: 3, qualified: true }),
      fake(getInstitutionTestClassList, {
        items: [
          row({ id: 1, test_class_title: '申请中班', application_status: '申请中' }),
          row({ id: 2, test_class_title: '省通过班', application_status: '省协会审核通过' }),
          row({ id: 3, test_class_title: '驳回班', application_status: '审核驳回', approval_comments: '材料不全' }),
          row({ id: 4, test_class_title: '通过班', application_status: '中羽协审核通过', refund_status: 0 }),
          row({ id: 5, test_class_title: '退费中班', application_status: '中羽协审核通过', refund_status: 1 }),
          row({ id: 6, test_class_title: '已退费班', application_status: '中羽协审核通过', refund_status: 2 }),
        ],
        totalCount: 6,
      }),
    ]);
    renderList();
    const table = await screen.findByRole('table', { name: '测试班列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('.class-status')?.textContent)).toEqual(['省协会审核中', '中羽协审核中', '审核驳回', '中羽协审核通过', '中羽协审核通过', '中羽协审核通过']);
    expect(rows[2].textContent).toContain('驳回意见：材料不全');
    expect(rows.map((r) => within(r).queryByRole('button', { name: /退款/ })?.textContent ?? null)).toEqual([null, null, null, '申请退款', '取消退款', null]);
    expect(rows[5].textContent).toContain('已退费');
    expect(screen.getByRole('link', { name: '新增测试班' }).getAttribute('href')).toBe('/personal/addClassApplication');
  });
});
