import { describe, expect, it } from 'vitest';
import { sexLabel } from './list-query';

describe('sexLabel', () => {
  it('labels sex', () => {
    expect([0, 1, 2].map(sexLabel)).toEqual(['男', '女', '']);
  });
});
