// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getAthleteList, getTestMechListIndex, getUserCoachListIndex } from '@badminton/contracts';
import { DirectoryPanels } from './directory-panels';

const institutions = Array.from({ length: 13 }, (_, i) => ({
  id: i + 1,
  mechanism_fullName: `测试机构${i + 1}号`,
  institutional_view: i === 0 ? null : `/wwwroot/upload/demo/institution-${i}.png`,
}));
const evaluators = Array.from({ length: 4 }, (_, i) => ({
  id: i + 1,
  name: `考评员${i + 1}`,
  athletes_photo: null,
  evaluator_rank_value: 1,
  evaluator_rank_name: '一级考评员',
}));
const athletes = Array.from({ length: 5 }, (_, i) => ({
  userid: 100 + i,
  name: `运动员${i + 1}`,
  certificates_number: '110***********0097',
  creationTime: '2025-03-01 10:00:00',
  photo: null,
  athlete_rank: 3,
  athlete_rank_name: '三级',
}));

let requests: string[] = [];

/** One page of `items` for a list call, recording `Action:page`. */
function pager<T>(action: string, items: T[]) {
  return (body: { limit?: unknown; page?: unknown }) => {
    const limit = Number(body.limit ?? items.length);
    const page = Number(body.page ?? 1);
    requests.push(`${action}:${page}`);
    const from = (page - 1) * limit;
    return { items: items.slice(from, from + limit), totalCount: items.length };
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  requests = [];
  installFakeApi([
    fake(getTestMechListIndex, pager('GetTestMechListIndex', institutions)),
    fake(getUserCoachListIndex, pager('GetUserCoachListIndex', evaluators)),
    fake(getAthleteList, pager('GetAthleteList', athletes)),
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Advances the clock in steps of at most 10 s, letting React re-arm the wheel timers between steps. */
async function tick(ms: number) {
  let left = ms;
  do {
    const step = Math.min(left, 10_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
    left -= step;
  } while (left > 0);
}

function shownNames(panel: string) {
  const section = screen.getByRole('region', { name: panel });
  return within(section)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.home-directory__name')?.textContent);
}

describe('DirectoryPanels', () => {
  it('shows pairs that advance every 10 s, load the next page after the last pair, and restart after a short page', async () => {
    render(
      <MemoryRouter>
        <DirectoryPanels fileHost="https://files.example.cn" />
      </MemoryRouter>,
    );
    await tick(0);
    expect(shownNames('测试机构')).toEqual(['测试机构1号', '测试机构2号']);
    await tick(9_999);
    expect(shownNames('测试机构')).toEqual(['测试机构1号', '测试机构2号']);
    await tick(1);
    expect(shownNames('测试机构')).toEqual(['测试机构3号', '测试机构4号']);
    await tick(30_000);
    expect(shownNames('测试机构')).toEqual(['测试机构9号', '测试机构10号']);
    expect(requests.filter((r) => r.startsWith('GetTestMechListIndex'))).toEqual(['GetTestMechListIndex:1']);
    await tick(10_000);
    expect(shownNames('测试机构')).toEqual(['测试机构11号', '测试机构12号']);
    await tick(10_000);
    expect(shownNames('测试机构')).toEqual(['测试机构13号']);
    await tick(10_000);
    expect(shownNames('测试机构')).toEqual(['测试机构1号', '测试机构2号']);
    expect(requests.filter((r) => r.startsWith('GetTestMechListIndex'))).toEqual([
      'GetTestMechListIndex:1',
      'GetTestMechListIndex:2',
      'GetTestMechListIndex:1',
    ]);
  });

  it('cycles a short first page without asking again, and resolves pictures against the file host', async () => {
    render(
      <MemoryRouter>
        <DirectoryPanels fileHost="https://files.example.cn" />
      </MemoryRouter>,
    );
    await tick(0);
    expect(shownNames('考评员')).toEqual(['考评员1', '考评员2']);
    await tick(10_000);
    expect(shownNames('考评员')).toEqual(['考评员3', '考评员4']);
    await tick(10_000);
    expect(shownNames('考评员')).toEqual(['考评员1', '考评员2']);
    expect(requests.filter((r) => r.startsWith('GetUserCoachListIndex'))).toEqual(['GetUserCoachListIndex:1']);

    const institutionsPanel = screen.getByRole('region', { name: '测试机构' });
    expect(shownNames('测试机构')).toEqual(['测试机构5号', '测试机构6号']);
    const picture = institutionsPanel.querySelector('img')!;
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('src')).toBe('https://files.example.cn/upload/demo/institution-4.png');
  });

  it('lists the athletes with links to their detail and the three view-more links', async () => {
    render(
      <MemoryRouter>
        <DirectoryPanels fileHost="/wwwroot" />
      </MemoryRouter>,
    );
    await tick(0);
    const athletesPanel = screen.getByRole('region', { name: '运动员' });
    const link = within(athletesPanel).getByRole('link', { name: /运动员1/ });
    expect(link.getAttribute('href')).toBe(`/enquiry/certificateAuthenticity/athleteDetail?id=100&name=${encodeURIComponent('运动员1')}`);
    expect(link.textContent).toBe('运运动员1三级2025-03-01');
    // Five athletes fit the eight visible rows: the list stands still.
    expect(athletesPanel.querySelector('.home-athletes__list')!.className).not.toContain('is-scrolling');
    expect(screen.getByRole('link', { name: '查看更多测试机构' }).getAttribute('href')).toBe('/testInstitutions');
    expect(screen.getByRole('link', { name: '查看更多考评员' }).getAttribute('href')).toBe('/evaluationList');
    expect(screen.getByRole('link', { name: '查看更多运动员' }).getAttribute('href')).toBe('/enquiry/athleteList');
  });
});
