/** Spec §9: idle prefetch starts ~1 s after load, at most 4 route preloads at once, navigation waits ≤ 100 ms. */
export const PREFETCH_START_DELAY_MS = 1000;
export const MAX_CONCURRENT_PRELOADS = 4;
export const NAVIGATION_WAIT_MS = 100;

/** Loads each URL once, never more than `maxConcurrent` at a time; failures are forgotten (the router retries). */
export function createPrefetchQueue(load: (url: string) => Promise<unknown>, maxConcurrent = MAX_CONCURRENT_PRELOADS) {
  const waiting: string[] = [];
  const inFlight = new Map<string, Promise<void>>();
  const done = new Set<string>();
  const resolvers = new Map<string, () => void>();
  const promises = new Map<string, Promise<void>>();

  function pump() {
    while (inFlight.size < maxConcurrent && waiting.length > 0) {
      const url = waiting.shift() as string;
      const p = load(url)
        .then(
          () => void done.add(url),
          () => undefined,
        )
        .finally(() => {
          inFlight.delete(url);
          resolvers.get(url)?.();
          pump();
        });
      inFlight.set(url, p);
    }
  }

  return {
    enqueue(urls: string[]) {
      for (const url of urls) {
        if (done.has(url) || inFlight.has(url) || waiting.includes(url)) continue;
        waiting.push(url);
        promises.set(url, new Promise<void>((resolve) => resolvers.set(url, resolve)));
      }
      pump();
    },
    /** Resolves when the URL finished loading (or at once if it is not queued). */
    settled(url: string): Promise<void> {
      return done.has(url) || !promises.has(url) ? Promise.resolve() : (promises.get(url) as Promise<void>);
    },
    isPending: (url: string) => inFlight.has(url) || waiting.includes(url),
    get inFlightCount() {
      return inFlight.size;
    },
  };
}

/** Waits for the promise, but never longer than `ms`. */
export function waitAtMost(promise: Promise<unknown>, ms = NAVIGATION_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => resolve(),
    );
  });
}
