import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@badminton/router/testing';
import { describe, expect, it } from 'vitest';
import { createRemoteApp, ScreenToCome } from './remote-app';

function Frame({ fileHost, children }: { fileHost: string; children: ReactNode }) {
  return (
    <div data-testid="frame" data-file-host={fileHost}>
      {children}
    </div>
  );
}

const App = createRemoteApp({
  screens: {
    '/news': ({ fileHost }) => <h1>新闻 {fileHost}</h1>,
    '/personal/info': () => <h1>基本信息</h1>,
    '/personal/later': ScreenToCome,
  },
  frame: { matches: (pathname) => pathname.startsWith('/personal/'), Frame },
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App fileHost="/files" />
    </MemoryRouter>,
  );
}

describe('createRemoteApp', () => {
  it("renders the path's screen with the shell's props", async () => {
    renderAt('/news');
    expect(await screen.findByRole('heading', { name: '新闻 /files' })).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
  });

  it('wraps the paths the frame matches, passing the file host', async () => {
    renderAt('/personal/info');
    expect(await screen.findByRole('heading', { name: '基本信息' })).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toHaveAttribute('data-file-host', '/files');
  });

  it('shows the not-found page for a screen to come, inside the frame', async () => {
    renderAt('/personal/later');
    expect(await screen.findByRole('heading', { name: '页面未找到' })).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toBeInTheDocument();
  });

  it('shows the not-found page for a path without a screen, never an inherited property', async () => {
    renderAt('/toString');
    expect(await screen.findByRole('heading', { name: '页面未找到' })).toBeInTheDocument();
  });
});
