// @vitest-environment node
// Every part renders on the server, where there is no DOM (issue 23): renderToString of each case, no throw, and the
// markup element-react shows in that state (./server-render-cases.tsx).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageBox } from './element';
import { SERVER_RENDER_CASES } from './server-render-cases';

describe('the element parts on the server', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it.each(SERVER_RENDER_CASES)('$name renders its markup', ({ element, server, notOnServer = [] }) => {
    const html = renderToString(element());
    for (const fragment of server) expect(html).toContain(fragment);
    for (const fragment of notOnServer) expect(html).not.toContain(fragment);
  });

  it('MessageBox is an API that draws nothing until it is called in a browser', () => {
    expect(typeof MessageBox.confirm).toBe('function');
  });
});
