// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getParterList, getPhotoVideosList, getQuestionsList } from '@badminton/contracts';
import { MediaCarousel } from './media-carousel';
import { PartnerLogos } from './partner-logos';
import { QuestionsSection } from './questions-section';

/** Every list answers empty. */
beforeEach(() => {
  installFakeApi([
    fake(getPhotoVideosList, { items: [], totalCount: 0 }),
    fake(getParterList, { items: [] }),
    fake(getQuestionsList, { items: [], totalCount: 0 }),
  ]);
});
afterEach(cleanup);

// req: public-portal.md#empty-and-error-states
describe('home sections without content (spec 000 §8)', () => {
  it.each([
    ['图片视频', <MediaCarousel key="media" fileHost="/wwwroot" />],
    ['合作伙伴', <PartnerLogos key="partners" fileHost="/wwwroot" />],
    ['常见问题', <QuestionsSection key="faq" />],
  ])('%s keeps its heading and shows 暂无相关信息', async (title, section) => {
    render(<MemoryRouter>{section}</MemoryRouter>);
    const region = await screen.findByRole('region', { name: title });
    expect(within(region).getByText('暂无相关信息')).toBeTruthy();
  });

  it('常见问题 keeps its view-more link', async () => {
    render(
      <MemoryRouter>
        <QuestionsSection />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: '常见问题' });
    expect(within(region).getByRole('link', { name: /查看更多/ }).getAttribute('href')).toBe('/commonQuestion');
  });
});
