import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

describe('BrandMark', () => {
  it('is one decorative drawing, each copy with its own gradient', () => {
    const { container } = render(
      <>
        <BrandMark />
        <BrandMark size={32} className="x" />
      </>,
    );
    const marks = container.querySelectorAll('svg.bm-brand-mark');
    expect(marks).toHaveLength(2);
    expect(marks[0].getAttribute('aria-hidden')).toBe('true');
    expect(marks[1].getAttribute('width')).toBe('32');
    expect(marks[1].classList.contains('x')).toBe(true);
    const ids = [...container.querySelectorAll('linearGradient')].map((node) => node.id);
    expect(new Set(ids).size).toBe(2);
    marks.forEach((mark, index) => expect(mark.querySelector('circle')?.getAttribute('fill')).toBe(`url(#${ids[index]})`));
  });
});
