import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slideshow } from './slideshow';

function visibleSlide(): string {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.find((s) => s.getAttribute('aria-hidden') === 'false')?.textContent ?? '';
}

afterEach(() => vi.useRealTimers());

describe('Slideshow', () => {
  it('autoplays every interval and loops back to the first slide', () => {
    vi.useFakeTimers();
    render(
      <Slideshow label="轮播图" interval={3000}>
        <p>一</p>
        <p>二</p>
        <p>三</p>
      </Slideshow>,
    );
    expect(visibleSlide()).toBe('一');
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe('二');
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toBe('一');
  });

  it('moves with the arrows (wrapping) and jumps with the dots', () => {
    render(
      <Slideshow label="轮播图" interval={0}>
        <p>一</p>
        <p>二</p>
        <p>三</p>
      </Slideshow>,
    );
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(visibleSlide()).toBe('三');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(visibleSlide()).toBe('一');
    fireEvent.click(screen.getByRole('button', { name: '第2张' }));
    expect(visibleSlide()).toBe('二');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    render(
      <Slideshow label="轮播图" interval={3000}>
        <p>一</p>
        <p>二</p>
      </Slideshow>,
    );
    fireEvent.mouseEnter(screen.getByRole('region', { name: '轮播图' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleSlide()).toBe('一');
  });

  it('shows no controls for a single slide', () => {
    render(
      <Slideshow label="轮播图">
        <p>一</p>
      </Slideshow>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the links of hidden slides out of the tab order (inert)', () => {
    render(
      <Slideshow label="轮播图" interval={0}>
        <a href="/a">一</a>
        <a href="/b">二</a>
      </Slideshow>,
    );
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(slides[0]).toHaveAttribute('inert');
    expect(slides[1]).not.toHaveAttribute('inert');
  });
});
