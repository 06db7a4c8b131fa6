// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { ATHLETE_LIST_DEPTH, ATHLETE_NAME_SEARCH_CAP, getAthleteList, getDicData, getDistrictList } from '@badminton/contracts';
import AthleteListPage from './athlete-list-page';

const athlete = {
  userid: 101,
  name: '李羽涵',
  certificates_number: '110***********0097',
  creationTime: '2025-03-01 10:00:00',
  photo: null,
  athlete_rank: 3,
  athlete_rank_name: '三级',
};

function renderAt(url: string, totalCount: number) {
  installFakeApi([
    fake(getAthleteList, { items: [athlete], totalCount }),
    fake(getDistrictList, { items: [], totalCount: 0 }),
    fake(getDicData, { items: [] }),
  ]);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AthleteListPage fileHost="/files" />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

// req: public-portal.md#athlete-list; decision 0084 (the name search's cap)
describe('the athlete list', () => {
  it('counts the athletes it lists', async () => {
    renderAt('/enquiry/athleteList', 1234);
    expect(await screen.findByText('共 1234 名运动员')).toBeTruthy();
  });

  it('says when a name search lists only its first matches, and asks for a fuller name or a region', async () => {
    renderAt('/enquiry/athleteList?keyword=%E6%9D%8E', ATHLETE_NAME_SEARCH_CAP);
    expect(await screen.findByText(`匹配的运动员较多，仅列出前 ${ATHLETE_NAME_SEARCH_CAP} 名；请输入更完整的姓名或选择所在地区`)).toBeTruthy();
    expect(screen.queryByText(/^共 \d+ 名运动员$/)).toBeNull();
  });

  it('pages through the first athletes of a longer list, and says so with the whole total', async () => {
    renderAt('/enquiry/athleteList', 899_814);
    expect(await screen.findByText(`共 899814 名运动员，可翻阅前 ${ATHLETE_LIST_DEPTH / 20} 页；请按地区、等级或姓名查找`)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: new RegExp(`^${ATHLETE_LIST_DEPTH / 20}$`) })).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: new RegExp(`^${ATHLETE_LIST_DEPTH / 20 + 1}$`) })).toBeNull();
  });

  it('counts a name search under the cap as any list', async () => {
    renderAt('/enquiry/athleteList?keyword=%E6%9D%8E', 12);
    expect(await screen.findByText('共 12 名运动员')).toBeTruthy();
  });
});
