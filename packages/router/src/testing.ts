// The routers of tests (decision 0053): a component test renders its screen on a memory location, or declares the
// routes around it. Not in the browser facade, which is a federation share bundled whole onto every route.
export { MemoryRouter, Route, Routes } from 'react-router';
