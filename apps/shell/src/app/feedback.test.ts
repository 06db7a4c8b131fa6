import { afterEach, describe, expect, it, vi } from 'vitest';

const elements = vi.hoisted(() => ({
  messageIcons: { success: 'data:image/svg+xml,s', warning: 'data:image/svg+xml,w', error: 'data:image/svg+xml,e', info: 'data:image/svg+xml,i' },
  MessageBox: { confirm: vi.fn(() => Promise.resolve()) },
}));
vi.mock('@badminton/ui/feedback-elements', () => ({ feedbackElements: elements }));

afterEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

describe('loadFeedback', () => {
  it("renders the UI kit's confirmation and error toast with the kit's element-react services", async () => {
    const { loadFeedback } = await import('./feedback');
    const feedback = await loadFeedback();
    expect(await feedback.confirm('确定要退出登录吗？')).toBe(true);
    expect(elements.MessageBox.confirm).toHaveBeenCalledWith(
      '确定要退出登录吗？',
      '提示',
      expect.objectContaining({ confirmButtonText: '确定', cancelButtonText: '取消' }),
    );
    feedback.toast.error('请求超时');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('请求超时');
    expect(await loadFeedback()).toBe(feedback);
  });

  it("falls back to the browser's dialogs when the kit's chunk cannot load, and tries again next time", async () => {
    vi.doMock('@badminton/ui/feedback-elements', () => {
      throw new Error('chunk failed to load');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { loadFeedback } = await import('./feedback');
    (await loadFeedback()).toast.error('请求超时');
    expect(alert).toHaveBeenCalledWith('请求超时');
    vi.doMock('@badminton/ui/feedback-elements', () => ({ feedbackElements: elements }));
    (await loadFeedback()).toast.error('再次超时');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('再次超时');
  });
});
