// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderedSessionStore, createSessionStore, displayName, isSignedIn, RENDERED_TOKEN, sessionStore } from './session-store';
import { SessionStoreContext, setRenderedSession, useSession } from './use-session';

function Who() {
  const signedIn = useSession(isSignedIn);
  const name = useSession(displayName);
  return <p>{signedIn ? `已登录:${name}` : '未登录'}</p>;
}

const member = {
  userInfo: { userId: 7, usertype: 1, isverify: 1, userToken: RENDERED_TOKEN, name: '张三' },
  token: RENDERED_TOKEN,
  role: 1 as const,
  personalInfo: null,
  unreadCount: 0,
};

afterEach(() => {
  cleanup();
  setRenderedSession(null);
  sessionStore.getState().signOut();
});

describe('useSession', () => {
  it('reads the shared store and re-renders when it changes', () => {
    render(<Who />);
    expect(screen.getByText('未登录')).toBeTruthy();
    act(() => sessionStore.getState().signIn({ userInfo: { userId: 1, usertype: 1, isverify: 1, userToken: 't', name: '李四' } }));
    expect(screen.getByText('已登录:李四')).toBeTruthy();
  });

  it('takes another store', () => {
    const store = createSessionStore();
    store.getState().signIn({ userInfo: { userId: 2, usertype: 2, isverify: 1, userToken: 'u', name: '王五' } });
    function Other() {
      return <p>{useSession(displayName, store)}</p>;
    }
    render(<Other />);
    expect(screen.getByText('王五')).toBeTruthy();
    store.getState().signOut();
  });

  it('a server render reads its own store, and the tab hydrates with the rendered session, then its own', async () => {
    const html = renderToString(
      <SessionStoreContext.Provider value={createRenderedSessionStore(member)}>
        <Who />
      </SessionStoreContext.Provider>,
    );
    expect(html).toContain('已登录:张三');
    // Nothing of the render reached the shared store.
    expect(sessionStore.getState().token).toBeNull();

    // The tab is signed in as the same member, whose stored name is newer.
    sessionStore.getState().signIn({ userInfo: { userId: 7, usertype: 1, isverify: 1, userToken: 'real', name: '张三丰' } });
    setRenderedSession(member);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Who />, { onRecoverableError: (error: unknown) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('已登录:张三丰');
    container.remove();
  });
});
