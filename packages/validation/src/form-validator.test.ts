import { describe, expect, it } from 'vitest';
import { asFormValidator } from './form-validator';
import { validateMobile } from './mobile';

describe('asFormValidator', () => {
  it('passes an Error with the message, or nothing', () => {
    const validator = asFormValidator(validateMobile);
    const calls: (Error | undefined)[] = [];
    validator({}, '', (error) => calls.push(error));
    validator({}, '13812345678', (error) => calls.push(error));
    expect(calls[0]).toBeInstanceOf(Error);
    expect(calls[0]?.message).toBe('请输入联系电话');
    expect(calls[1]).toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});
