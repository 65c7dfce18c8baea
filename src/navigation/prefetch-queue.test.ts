import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPrefetchQueue, MAX_CONCURRENT_PRELOADS, waitAtMost } from "./prefetch-queue";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("prefetch queue", () => {
  it("never runs more than 4 loads at once and loads each URL once", async () => {
    let running = 0;
    let peak = 0;
    const loaded: string[] = [];
    const queue = createPrefetchQueue((url) => {
      running++;
      peak = Math.max(peak, running);
      loaded.push(url);
      return new Promise((r) =>
        setTimeout(() => {
          running--;
          r(null);
        }, 50),
      );
    });
    const urls = Array.from({ length: 10 }, (_, i) => `/assets/r${i}.js`);
    queue.enqueue(urls);
    queue.enqueue(urls);
    expect(queue.inFlightCount).toBe(MAX_CONCURRENT_PRELOADS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(peak).toBe(4);
    expect(loaded).toEqual(urls);
  });

  it("settled() resolves when a queued URL has loaded", async () => {
    const queue = createPrefetchQueue(() => new Promise((r) => setTimeout(r, 30)));
    queue.enqueue(["/a.js"]);
    let settled = false;
    void queue.settled("/a.js").then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it("waitAtMost gives up after 100 ms", async () => {
    let done = false;
    void waitAtMost(new Promise(() => {})).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
