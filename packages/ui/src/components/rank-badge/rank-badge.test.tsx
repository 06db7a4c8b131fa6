import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankBadge } from './rank-badge';

describe('RankBadge', () => {
  it('shows the rank’s medal and name; the medal is decoration', () => {
    const { container } = render(<RankBadge rank={2} name="二级考评员" />);
    expect(screen.getByText('二级考评员')).toBeTruthy();
    expect(container.querySelector('.evaluator-rank--2')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws an unknown rank as 三级', () => {
    const { container } = render(<RankBadge rank={9} name="考评员" />);
    expect(container.querySelector('.evaluator-rank--3')).toBeTruthy();
  });
});
