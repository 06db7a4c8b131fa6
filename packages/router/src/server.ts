// The router of a server render (decision 0053): react-router's StaticRouter, the same react-router the facade
// re-exports, so a page rendered with it gives every screen the one routing context. Not in the browser facade: the
// facade is a federation share, bundled whole onto every route, and the browser never renders on a static location.
// A server entry leaves this import bare (tooling/vite/release.js), like the facade's.
export { StaticRouter } from 'react-router';
