import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './slideshow.css';

export interface SlideshowProps {
  /** One node per slide. */
  children: ReactNode;
  /** Autoplay interval in ms; 0 turns autoplay off. */
  interval?: number;
  /** Show previous/next arrows. */
  arrows?: boolean;
  /** Show clickable dots. */
  dots?: boolean;
  /** Accessible name of the slideshow, e.g. 轮播图. */
  label: string;
  className?: string;
}

/**
 * A slide out of view is `aria-hidden` and `inert`: its links leave the tab order and the accessibility tree
 * (WCAG 4.1.2, axe aria-hidden-focus). React 18 knows no `inert` prop, so the attribute goes through as a string.
 */
const HIDDEN_SLIDE = { inert: '' } as Record<string, string>;

/**
 * A light carousel without element-react (it sits on the home page's first paint): loops, autoplays, pauses while
 * hovered or focused, previous/next arrows and clickable dots. Slides are laid out side by side and moved with a
 * transform, so only the visible slide's area is painted and nothing shifts the layout.
 */
export function Slideshow({ children, interval = 3000, arrows = true, dots = true, label, className }: SlideshowProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!interval || paused || count < 2) return undefined;
    timer.current = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [interval, paused, count, index]);

  if (count === 0) return null;
  return (
    <div
      className={className ? `bm-slideshow ${className}` : 'bm-slideshow'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="bm-slideshow__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="bm-slideshow__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`第${i + 1}张，共${count}张`}
            aria-hidden={i !== index}
            {...(i === index ? {} : HIDDEN_SLIDE)}
          >
            {slide}
          </div>
        ))}
      </div>
      {arrows && count > 1 ? (
        <>
          <button type="button" className="bm-slideshow__arrow is-prev" aria-label="上一张" onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="bm-slideshow__arrow is-next" aria-label="下一张" onClick={() => go(index + 1)}>
            ›
          </button>
        </>
      ) : null}
      {dots && count > 1 ? (
        <div className="bm-slideshow__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === index ? 'bm-slideshow__dot is-active' : 'bm-slideshow__dot'}
              aria-label={`第${i + 1}张`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
