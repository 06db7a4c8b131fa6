import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * Presses a button (确定 by default) in the newest element message box whose text holds `text`, for screen tests.
 * element draws the box on the body and shows it a frame later, and boxes of earlier tests may still be in the
 * document: so this waits for the newest matching box and ignores whether element has made it visible yet.
 */
export async function answerMessageBox(text: string | RegExp, button = '确定'): Promise<void> {
  const matches = (content: string) => (typeof text === 'string' ? content.includes(text) : text.test(content));
  const box = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.el-message-box')].filter((node) => matches(node.textContent ?? ''));
    const newest = found[found.length - 1];
    if (!newest) throw new Error(`no message box asking ${String(text)}`);
    return newest;
  });
  fireEvent.click(within(box).getByRole('button', { name: button, hidden: true }));
}
