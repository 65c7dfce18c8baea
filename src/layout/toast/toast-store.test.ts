import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("closes a toast after 3000 ms by default", () => {
    const store = createToastStore();
    store.show({ type: "success", message: "Saved" });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("keeps a toast with duration 0 until it is closed", () => {
    const store = createToastStore();
    const id = store.show({ type: "warning", message: "Check", duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.close(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("groups identical messages into one toast with a counter and restarts its timer", () => {
    const store = createToastStore();
    store.show({ type: "error", message: "Request failed" });
    vi.advanceTimersByTime(2000);
    store.show({ type: "error", message: "Request failed" });
    store.show({ type: "error", message: "Request failed" });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ message: "Request failed", count: 3 })]);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("closes every error toast at once and keeps the others", () => {
    const store = createToastStore();
    store.show({ type: "error", message: "Wrong password", duration: 0 });
    store.show({ type: "error", message: "Network down" });
    store.show({ type: "info", message: "Saved draft" });
    store.closeErrors();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["Saved draft"]);
  });

  it("does not group different types or messages", () => {
    const store = createToastStore();
    store.show({ type: "error", message: "A" });
    store.show({ type: "info", message: "A" });
    store.show({ type: "error", message: "B" });
    expect(store.getSnapshot().map((t) => t.count)).toEqual([1, 1, 1]);
  });

  it("closeNewest closes the most recently shown or repeated toast", () => {
    const store = createToastStore();
    store.show({ type: "info", message: "first", duration: 0 });
    store.show({ type: "info", message: "second", duration: 0 });
    store.show({ type: "info", message: "first", duration: 0 });
    expect(store.closeNewest()).toBe(true);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["second"]);
    store.closeNewest();
    expect(store.closeNewest()).toBe(false);
  });

  // React re-renders synchronously after hydration when the snapshot is not the server's (decision 110).
  it("has the server's snapshot, the very same array, while no toast is shown", () => {
    const store = createToastStore();
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
    store.show({ type: "info", message: "Hello" });
    expect(store.getSnapshot()).not.toBe(store.getServerSnapshot());
    store.closeNewest();
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
  });
});
