/** A router's navigate function (react-router's `useNavigate()` fits): a history step or a path. */
export interface Navigate {
  (delta: number): unknown;
  (to: string): unknown;
}

/**
 * 返回 on a detail page: one step back in the browser history, or `fallback` (the list) when the page was
 * opened directly and there is nothing to go back to.
 */
export function goBack(navigate: Navigate, fallback: string, history: Pick<History, 'length'> = window.history): void {
  if (history.length > 1) navigate(-1);
  else navigate(fallback);
}
