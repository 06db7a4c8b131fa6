// The router the shell and every remote share (decision 0029). Module federation shares a package whole: shared as
// `react-router`, all of it (data APIs, server rendering, cookies, ~66 KB gzip) reached every route. Shared as this
// facade, the build keeps only what the portal uses and the share is one small module; the shell provides it, so the
// shell and the remotes still use one router (one context). Import routing from here, never from `react-router`
// (a lint rule says so); add an export here when a screen needs one.
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, RouteObject } from 'react-router';
