import { describe, expect, it } from 'vitest';
import { appealCounter, checkAppealContent } from './appeal-rules';

describe('the appeal content rule', () => {
  it('needs text, at most 100 characters (code points, trimmed)', () => {
    expect(checkAppealContent('')).toBe('请输入申诉内容');
    expect(checkAppealContent('   ')).toBe('请输入申诉内容');
    expect(checkAppealContent('字'.repeat(100))).toBeNull();
    expect(checkAppealContent('😀'.repeat(100))).toBeNull();
    expect(checkAppealContent('字'.repeat(101))).toBe('申诉内容请控制在100字以内');
  });

  it('counts like the rule', () => {
    expect(appealCounter(' 发球有误 ')).toBe('4/100');
    expect(appealCounter('😀😀')).toBe('2/100');
  });
});
