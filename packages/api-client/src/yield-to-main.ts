interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task of the event loop (`scheduler.yield()` where the browser has it, else a message on a
 * fresh `MessageChannel`, which is not throttled like a nested `setTimeout`). The client awaits it before it
 * builds a request, so a screen that starts many calls in one render (the home page starts a dozen) spends a
 * short task on each instead of one long task on all of them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
