import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundState } from './not-found-state';

afterEach(cleanup);

describe('NotFoundState', () => {
  it('names the page and links home', () => {
    render(<NotFoundState homeHref="/index" />);
    expect(screen.getByRole('heading', { name: '页面未找到' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
  });
});
