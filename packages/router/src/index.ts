// The router the shell and every remote share (decision 0029). Module federation shares a package whole: shared as
// `react-router`, all of it (data APIs, server rendering, cookies, ~66 KB gzip) reached every route. Shared as this
// facade, the build keeps only what the portal uses and the share is one small module; the shell provides it, so the
// shell and the remotes still use one router (one context). Import routing from here, never from `react-router`
// (a lint rule says so); add an export here when a screen needs one.
//
// No data router (createBrowserRouter, RouterProvider): the shell routes with <BrowserRouter> and useRoutes, which leaves
// react-router's data layer (loaders, actions, fetchers; ~18 KB gzip on every route) out of the build (issue 12).
//
// `Link` is our own (./link.ts) on react-router's hooks: react-router's carries framework-mode prefetching. There is no
// NavLink: a menu marks its current entry itself (`aria-current="page"`), by its own rule of what is current.
export {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
export { Link, type LinkProps } from './link';
export { readSignInQuery, RETURN_PARAM, ROLE_PARAM, safeReturnPath, SIGN_IN_ROUTE, signInPath } from './return-path';
