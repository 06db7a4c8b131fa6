import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_EVENT, FRAME_STYLE_ID } from '@badminton/contracts';
import { FIRST_PAINT_ID, holdFirstPaint, releaseFirstPaint } from './first-paint';

function mountFrame(route?: string): void {
  const data = route ? ` data-route="${route}"` : '';
  document.body.innerHTML = `<div id="${FIRST_PAINT_ID}"${data}><img alt="banner"></div><div id="root"></div>`;
}

function frame(): HTMLElement | null {
  return document.getElementById(FIRST_PAINT_ID);
}

function hold(pathname: string, timeoutMs = 8000) {
  let navigate: (pathname: string) => void = () => {};
  const unsubscribe = vi.fn();
  holdFirstPaint({
    document,
    window,
    pathname,
    timeoutMs,
    onNavigate: (listener) => {
      navigate = listener;
      return unsubscribe;
    },
  });
  return { navigate: (to: string) => navigate(to), unsubscribe };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('first-paint frame', () => {
  it('goes at once on a page other than the home page', () => {
    mountFrame();
    hold('/news');
    expect(frame()).toBeNull();
  });

  it('stays over the home page until the home page announces its first screen', () => {
    mountFrame();
    const { unsubscribe } = hold('/index');
    expect(frame()).not.toBeNull();
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    expect(frame()).toBeNull();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('goes when the user navigates away from the home page', () => {
    mountFrame();
    const { navigate } = hold('/');
    navigate('/index');
    expect(frame()).not.toBeNull();
    navigate('/test');
    expect(frame()).toBeNull();
  });

  it('goes after the timeout if the home page never announces itself', () => {
    vi.useFakeTimers();
    mountFrame();
    hold('/index', 5000);
    vi.advanceTimersByTime(4999);
    expect(frame()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(frame()).toBeNull();
  });

  it('holds a route frame over its own route until that screen announces itself (decision 0036)', () => {
    mountFrame('/signin');
    hold('/signin');
    expect(frame()).not.toBeNull();
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    expect(frame()).toBeNull();
  });

  it('drops a route frame on navigation away, and one written for another route at once', () => {
    mountFrame('/signin');
    const { navigate } = hold('/signin');
    navigate('/register');
    expect(frame()).toBeNull();
    mountFrame('/signin');
    hold('/index');
    expect(frame()).toBeNull();
  });

  it('release is safe without a frame and removes one that is there', () => {
    releaseFirstPaint();
    mountFrame();
    releaseFirstPaint();
    expect(frame()).toBeNull();
  });

  it("takes the frame's inline style with it once the screen is up (decision 0040)", () => {
    mountFrame('/news');
    const style = document.createElement('style');
    style.id = FRAME_STYLE_ID;
    style.textContent = '.news-list{color:red}';
    document.head.appendChild(style);
    hold('/news');
    expect(document.getElementById(FRAME_STYLE_ID)).not.toBeNull();
    window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
    expect(frame()).toBeNull();
    expect(document.getElementById(FRAME_STYLE_ID)).toBeNull();
  });
});
