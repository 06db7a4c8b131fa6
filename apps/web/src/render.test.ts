import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './render';

describe('renderWhole', () => {
  it('keeps every character of a long Chinese page whole, whatever the stream chunks cut', async () => {
    const text = '上一张下一张第一张，共四张。'.repeat(4000);
    const Page = () => createElement('p', null, text);
    const outcome = await renderWhole(Page, {}, 5000, () => undefined);
    expect(outcome?.html).toBe(`<p>${text}</p>`);
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
