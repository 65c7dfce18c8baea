import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../logger";
import { pollLoop } from "./poll-loop";

const logger = { error: vi.fn() } as unknown as Logger;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("the background runners' poll loop", () => {
  it("never runs twice at once; a kick during a run is dropped, or runs once more after it with rerunOnKick", async () => {
    for (const rerunOnKick of [false, true]) {
      const first = gate();
      let runs = 0;
      let inFlight = 0;
      let maxInFlight = 0;
      const loop = pollLoop({
        name: "test",
        pollMs: 60_000,
        logger,
        rerunOnKick,
        run: async () => {
          runs++;
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          if (runs === 1) await first.opened;
          inFlight--;
        },
      });
      await loop.start();
      loop.kick();
      loop.kick();
      first.open();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await loop.stop();
      expect({ runs, maxInFlight }).toEqual({ runs: rerunOnKick ? 2 : 1, maxInFlight: 1 });
    }
  });

  it("logs a failed run under its name and runs again at the next kick; stop waits for the run and ends kicks", async () => {
    const error = vi.fn();
    let runs = 0;
    const finish = gate();
    const loop = pollLoop({
      name: "mail runner",
      pollMs: 60_000,
      logger: { error } as unknown as Logger,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("boom");
        await finish.opened;
      },
    });
    await loop.start();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, "mail runner"));
    loop.kick();
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([stopped, loop.stopped]).toEqual([false, true]);
    finish.open();
    await stopping;
    loop.kick();
    expect(runs).toBe(2);
  });
});
