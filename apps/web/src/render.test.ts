import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render';

describe('renderWhole', () => {
  it('keeps every character of a long Chinese page whole, with no NUL where React\'s stream chunks cut (React 18.3)', async () => {
    // Many small pieces, in attributes and text (what a page is made of), cross the renderer's chunk boundaries.
    const items = Array.from({ length: 3000 }, (_, i) => createElement('button', { key: i, 'aria-label': `第${i}张，上一张` }, '‹下一张'));
    const Page = () => createElement('div', null, items);
    const outcome = await renderWhole(Page, {}, 5000, () => undefined);
    expect(outcome?.html.includes('\u0000')).toBe(false);
    expect(outcome?.html.includes('\uFFFD')).toBe(false);
    expect(outcome?.html.match(/上一张/g)).toHaveLength(3000);
  });

  it('gives up on a render that takes longer than its limit, and says so', async () => {
    const never = new Promise(() => undefined);
    const Waits = () => {
      throw never;
    };
    const problems: string[] = [];
    const outcome = await renderWhole(Waits, {}, 50, (_error, what) => problems.push(what));
    expect(outcome).toBeNull();
    expect(problems[0]).toBe('server render too slow');
  });
});
