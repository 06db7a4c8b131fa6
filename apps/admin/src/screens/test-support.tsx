import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { sessionStore } from '@badminton/session';

/** Screen tests: signs the session store in as the demo association staff of `role` (4 省协会审核员, 5 中羽协管理员). */
export function signInAs(role: 4 | 5): void {
  const state = sessionStore.getState();
  state.signOut();
  state.signIn({ userInfo: { userId: 9, usertype: role, isverify: 1, userToken: 't', name: role === 4 ? '省协会审核员' : '中羽协管理员' } });
}

/** Screen tests: renders `element` at `path` (with its query) under the router, as the route `route`. */
export function renderAt(path: string, element: ReactElement, route: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
