import { afterEach, describe, expect, it, vi } from "vitest";
import { whenStarted } from "./start-event";

afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
});

describe("the scroll animations' start event", () => {
  it("waits for DOMContentLoaded while the document is still loading", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const start = vi.fn();
    whenStarted(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the document has been parsed; a cancelled wait never starts", () => {
    const start = vi.fn();
    whenStarted(start);
    expect(start).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const later = vi.fn();
    whenStarted(later)();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(later).not.toHaveBeenCalled();
  });
});
