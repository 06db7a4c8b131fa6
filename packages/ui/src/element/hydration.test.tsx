// Every part hydrates the markup it drew on the server with no mismatch (issue 23: a hydration mismatch or error fails
// the e2e suite), then shows element-react's own component. The server's HTML is drawn here with `document` and
// `window` hidden, as on the server (./server-render.test.tsx renders the same cases in Node).
import { act, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_RENDER_CASES } from './server-render-cases';

/**
 * React's messages about a hydration that did not match (development builds report them on console.error). React warns
 * of a mismatched attribute once per page, so after a first warning later cases of this file could not see theirs: the
 * first one fails its case, and a green file means none warned. Structural and text mismatches always reach
 * onRecoverableError.
 */
const HYDRATION_MESSAGE =
  /did not match|does not match server|Expected server HTML|Did not expect server HTML|Extra attributes from the server|during hydration|Hydration failed/i;

function serverHtml(element: () => React.ReactElement): string {
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element());
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;

/** Hydrates `html` with `element` and returns every recoverable error and hydration warning React reported. */
async function hydrate(
  html: string,
  element: () => React.ReactElement,
  { quiet = false } = {},
): Promise<{ container: HTMLElement; problems: string[] }> {
  // Not attached to the document (no part needs it to hydrate).
  const container = document.createElement('div');
  container.innerHTML = html;
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error');
  if (quiet) consoleError.mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, element(), {
      onRecoverableError: (error) => problems.push(`recoverable error: ${String(error)}`),
    });
  });
  for (const call of consoleError.mock.calls) {
    if (HYDRATION_MESSAGE.test(String(call[0]))) problems.push(call.map(String).join(' '));
  }
  consoleError.mockRestore();
  return { container, problems };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('the element parts hydrate their server markup', () => {
  it.each(SERVER_RENDER_CASES)('$name', async ({ element, hydrated }) => {
    const html = serverHtml(element);
    const { container, problems } = await hydrate(html, element);
    expect(problems).toEqual([]);
    if (hydrated) expect(container.querySelector(hydrated), hydrated).not.toBeNull();
  });

  it('a date picker is element-react’s once hydrated: focusing it opens its panel', async () => {
    const pickers = SERVER_RENDER_CASES.filter(({ name }) => /^Date(Range)?Picker with a value|^DateRangePicker$/.test(name));
    expect(pickers).toHaveLength(2);
    for (const { element } of pickers) {
      const { container, problems } = await hydrate(serverHtml(element), element);
      expect(problems).toEqual([]);
      document.body.append(container);
      act(() => {
        fireEvent.focus(container.querySelector('input')!);
      });
      expect(document.querySelector('.el-picker-panel')).not.toBeNull();
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('fails on a mismatch: markup the part would not draw', async () => {
    const table = SERVER_RENDER_CASES.find(({ name }) => name === 'Table with rows')!;
    const { problems } = await hydrate(serverHtml(table.element).replace('李四', '王五'), table.element, { quiet: true });
    expect(problems.length).toBeGreaterThan(0);
  });
});
