import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalText, revealFirstError, revealOnRefusal } from './reveal-error';

// Issue 28.2: a refused submit scrolls to, focuses and announces its first field in error.
function formItem(label: string, error: boolean): HTMLElement {
  const item = document.createElement('div');
  item.className = error ? 'el-form-item is-error' : 'el-form-item';
  item.innerHTML =
    `<label class="el-form-item__label">${label}</label>` +
    `<div class="el-form-item__content"><div class="el-input"><input type="text" /></div>` +
    (error ? `<div class="el-form-item__error">请输入${label}</div>` : '') +
    '</div>';
  return item;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('revealFirstError', () => {
  it('focuses the first field in error in page order and announces how many need attention', async () => {
    const form = document.createElement('form');
    form.append(formItem('培训机构', false), formItem('教练员姓名', true), formItem('教练员手机号', true));
    document.body.appendChild(form);
    expect(await revealFirstError()).toBe(true);
    const coach = form.querySelectorAll('input')[1];
    expect(document.activeElement).toBe(coach);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(document.querySelector('.bm-form-announcer')?.textContent).toBe(refusalText(2, '教练员姓名'));
    expect(document.querySelector('.bm-form-announcer')?.getAttribute('role')).toBe('alert');
  });

  it('prefers a form inside an open dialog', async () => {
    document.body.appendChild(formItem('页面字段', true));
    const dialog = document.createElement('div');
    dialog.className = 'el-dialog';
    dialog.appendChild(formItem('申诉内容', true));
    document.body.appendChild(dialog);
    await revealFirstError();
    expect(document.activeElement).toBe(dialog.querySelector('input'));
  });
});

describe('revealOnRefusal', () => {
  it('reveals after a refused validate and still calls back', async () => {
    class FakeForm {
      validate(callback?: (valid: boolean) => unknown) {
        return callback?.(false);
      }
    }
    revealOnRefusal(FakeForm);
    revealOnRefusal(FakeForm); // idempotent
    document.body.appendChild(formItem('账号', true));
    const told: boolean[] = [];
    new FakeForm().validate((valid) => told.push(valid));
    expect(told).toEqual([false]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.querySelector('input'));
  });
});
