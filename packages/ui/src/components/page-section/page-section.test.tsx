import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its title, with extra and content', () => {
    render(
      <PageSection title="新闻动态" extra={<a href="/news">查看更多</a>}>
        <p>正文内容</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: '新闻动态' });
    expect(section).toContainElement(screen.getByRole('heading', { name: '新闻动态' }));
    expect(section).toContainElement(screen.getByRole('link', { name: '查看更多' }));
    expect(section).toContainElement(screen.getByText('正文内容'));
  });
});
