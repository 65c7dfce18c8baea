import { describe, expect, it } from "vitest";
import { limitConcurrency } from "./render-queue";

/** A call that stays pending until the test settles it. */
function deferred() {
  let settle: { resolve: (v: string) => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const ticks = () => new Promise((r) => setTimeout(r, 0));

describe("render queue", () => {
  it("runs at most `max` calls at once, starts the waiting ones in arrival order, and passes results through", async () => {
    const calls = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const limited = limitConcurrency(async (i: number) => {
      started.push(i);
      return calls[i]?.promise;
    }, 2);
    const results = [0, 1, 2, 3, 4].map((i) => limited(i));
    await ticks();
    expect(started).toEqual([0, 1]);
    calls[1]?.resolve("one");
    await ticks();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer while others wait queues behind them.
    const late = limited(0);
    calls[0]?.resolve("zero");
    calls[2]?.resolve("two");
    await ticks();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    calls[3]?.resolve("three");
    calls[4]?.resolve("four");
    await expect(Promise.all(results)).resolves.toEqual(["zero", "one", "two", "three", "four"]);
    await ticks();
    expect(started).toEqual([0, 1, 2, 3, 4, 0]);
    await expect(late).resolves.toBe("zero");
  });

  it("frees the slot of a call that fails, and the failure reaches its caller", async () => {
    const first = deferred();
    const started: string[] = [];
    const limited = limitConcurrency(async (name: string) => {
      started.push(name);
      return name === "first" ? first.promise : name;
    }, 1);
    const failing = limited("first");
    const next = limited("second");
    await ticks();
    expect(started).toEqual(["first"]);
    first.reject(new Error("render failed"));
    await expect(failing).rejects.toThrow("render failed");
    await expect(next).resolves.toBe("second");
    expect(started).toEqual(["first", "second"]);
  });
});
