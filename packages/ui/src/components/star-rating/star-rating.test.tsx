import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starCount } from './star-rating';

describe('StarRating', () => {
  it('clamps and rounds the rating', () => {
    expect([-2, 2, 2.6, 5, 7].map(starCount)).toEqual([0, 2, 3, 5, 5]);
  });

  it('lights that many of five stars and reads them out', () => {
    const { container } = render(<StarRating star={3} />);
    expect(screen.getByRole('img', { name: '3星' })).toBeTruthy();
    expect(container.querySelectorAll('.bm-stars__star')).toHaveLength(5);
    expect(container.querySelectorAll('.bm-stars__star.is-lit')).toHaveLength(3);
  });
});
