import { describe, expect, it, vi } from 'vitest';

describe('navigation from outside React', () => {
  it('hands a navigation asked for before the router is up to the router once it is set, once', async () => {
    vi.resetModules();
    const { navigateTo, setNavigator } = await import('./navigation');
    navigateTo('/signin');
    const navigate = vi.fn();
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin');
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    navigateTo('/index');
    expect(navigate).toHaveBeenLastCalledWith('/index');
  });
});
