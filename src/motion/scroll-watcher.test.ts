import { afterEach, describe, expect, it, vi } from "vitest";
import { watchScroll } from "./scroll-watcher";

afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
});

describe("scroll watcher", () => {
  it("starts on DOMContentLoaded while the document is still loading", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const check = vi.fn();
    const stop = watchScroll(check);
    window.dispatchEvent(new Event("scroll"));
    expect(check).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it("starts at once when the document has been parsed, and stops when asked", () => {
    const check = vi.fn();
    const stop = watchScroll(check);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
