import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlankHtml, isLinkAddress, RichTextEditor, toStoredHtml } from './rich-text-editor';

afterEach(cleanup);

// jsdom has no editing commands: record what the editor asks the browser to do.
const exec = vi.fn((..._args: unknown[]) => true);
beforeEach(() => {
  exec.mockClear();
  Object.assign(document, { execCommand: exec, queryCommandState: () => false, queryCommandValue: () => 'p' });
});

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <>
      <span id="body-label">正文</span>
      <RichTextEditor value="<p>原来的<strong>正文</strong></p>" onChange={onChange} labelledBy="body-label" {...props} />
    </>,
  );
  return { onChange, area: screen.getByRole('textbox', { name: '正文' }) };
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox holding the value, with a named toolbar', () => {
    const { area } = renderEditor();
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.innerHTML).toBe('<p>原来的<strong>正文</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    for (const name of ['加粗', '斜体', '下划线', '项目符号列表', '编号列表', '引用', '插入链接', '取消链接', '清除格式', '撤销', '重做']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: '段落格式' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('runs the formatting commands and reports the HTML after each', () => {
    const { onChange, area } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(exec).toHaveBeenCalledWith('bold', false, undefined);
    fireEvent.change(screen.getByRole('combobox', { name: '段落格式' }), { target: { value: 'h2' } });
    expect(exec).toHaveBeenCalledWith('formatBlock', false, '<h2>');
    fireEvent.click(screen.getByRole('button', { name: '引用' }));
    expect(exec).toHaveBeenCalledWith('formatBlock', false, '<blockquote>');
    area.innerHTML = '<p>改过的正文</p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('<p>改过的正文</p>');
    area.innerHTML = '<p><br></p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('asks for a link address in a labelled field and refuses a script address', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }));
    const field = screen.getByLabelText('链接地址');
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toContain('http://');
    expect(exec).not.toHaveBeenCalledWith('insertHTML', false, expect.stringContaining('javascript'));
    fireEvent.change(field, { target: { value: 'https://www.badminton.org.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(exec).toHaveBeenCalledWith('insertHTML', false, '<a href="https://www.badminton.org.cn">https://www.badminton.org.cn</a>');
    expect(screen.queryByLabelText('链接地址')).toBeNull();
  });

  it('purifies pasted HTML before inserting it', () => {
    const { area } = renderEditor();
    fireEvent.paste(area, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? '<p onclick="x()">贴<script>alert(1)</script></p>' : '贴') },
    });
    expect(exec).toHaveBeenCalledWith('insertHTML', false, '<p>贴</p>');
  });

  it('uploads a chosen picture and inserts it through the file host', async () => {
    const uploadImage = vi.fn(async () => '/wwwroot/upload/content/5/abc.png');
    const { onChange, area } = renderEditor({ uploadImage, fileHost: 'https://files.example.cn' });
    expect(screen.getByRole('button', { name: '插入图片' })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await vi.waitFor(() => expect(exec).toHaveBeenCalledWith('insertHTML', false, '<p><img src="https://files.example.cn/upload/content/5/abc.png" alt=""></p>'));
    expect(uploadImage).toHaveBeenCalledWith(file);
    area.innerHTML = '<p><img src="https://files.example.cn/upload/content/5/abc.png" alt=""></p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('<p><img src="/wwwroot/upload/content/5/abc.png" alt=""></p>');
  });

  it('moves through the toolbar with the arrow keys (one tab stop)', () => {
    renderEditor();
    const select = screen.getByRole('combobox', { name: '段落格式' });
    select.focus();
    fireEvent.keyDown(select, { key: 'ArrowRight' });
    const bold = screen.getByRole('button', { name: '加粗' });
    expect(document.activeElement).toBe(bold);
    expect(bold.getAttribute('tabindex')).toBe('0');
    expect(select.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(bold, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '重做' }));
  });
});

describe('helpers', () => {
  it('tells blank bodies, link addresses and stored addresses', () => {
    expect(isBlankHtml('<p><br></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isLinkAddress('/notice')).toBe(true);
    expect(isLinkAddress('//evil.example')).toBe(false);
    expect(isLinkAddress('mailto:a@b.cn')).toBe(true);
    expect(isLinkAddress('javascript:alert(1)')).toBe(false);
    expect(toStoredHtml('<img src="https://f.cn/upload/a.png">', 'https://f.cn/')).toBe('<img src="/wwwroot/upload/a.png">');
  });
});
