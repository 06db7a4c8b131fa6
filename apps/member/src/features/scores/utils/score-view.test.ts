import { describe, expect, it } from 'vitest';
import { formatScore, judgmentLabel } from './score-view';

describe('score view', () => {
  it('labels the judgment 0/1/2', () => {
    expect([0, 1, 2, 9].map(judgmentLabel)).toEqual(['未评定', '合格', '不合格', '未评定']);
  });
  it('shows one decimal', () => {
    expect(formatScore(60)).toBe('60.0');
    expect(formatScore(82.5)).toBe('82.5');
  });
});
