import { describe, expect, it } from 'vitest';
import { clampPage, MESSAGE_TABS, statusOfTab } from './message-tabs';

describe('message tabs', () => {
  it('are 全部 (status 0) and 未读 (status 1)', () => {
    expect(MESSAGE_TABS.map((tab) => [tab.label, tab.status])).toEqual([
      ['全部', 0],
      ['未读', 1],
    ]);
    expect(statusOfTab('all')).toBe(0);
    expect(statusOfTab('unread')).toBe(1);
    expect(statusOfTab('other')).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page that still exists', () => {
    expect(clampPage(2, 12, 6)).toBe(2);
    expect(clampPage(1, 0, 6)).toBe(1);
  });

  it('steps back when the last page emptied', () => {
    expect(clampPage(3, 12, 6)).toBe(2);
    expect(clampPage(2, 6, 6)).toBe(1);
    expect(clampPage(2, 0, 6)).toBe(1);
  });
});
