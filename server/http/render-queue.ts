import os from "node:os";

/**
 * Page renders at once: twice the cores (4 on the 2-core machine). A render is mostly CPU with short
 * waits for portal reads; under overload, more at once only interleaves them, so some answers took
 * 10 s while others took 0.3 s (decision 099).
 */
export const RENDER_CONCURRENCY = Math.max(2, os.availableParallelism() * 2);

/** At most `max` calls of `fn` run at once; the others wait and start in the order they came. */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, max: number): (...args: A) => Promise<R> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (...args: A) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn(...args);
    } finally {
      // The slot passes straight to the oldest waiter: a newcomer cannot take it in between.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
