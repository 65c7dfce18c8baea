import { describe, expect, it } from "vitest";
import { lazyBlock, lazyBlocksPending, loadLazyBlocksIn } from "./lazy-block";

const Block = () => null;

describe("lazyBlocksPending", () => {
  it("waits for code that is on its way, with one promise per set of types, then not at all", async () => {
    let arrive: (m: { default: typeof Block }) => void = () => {};
    lazyBlock("slowBlock", () => new Promise<{ default: typeof Block }>((resolve) => (arrive = resolve)));
    const first = lazyBlocksPending(["slowBlock", "plainBlock"]);
    expect(first).toBeInstanceOf(Promise);
    expect(lazyBlocksPending(["plainBlock", "slowBlock"])).toBe(first);
    arrive({ default: Block });
    await first;
    expect(lazyBlocksPending(["slowBlock"])).toBeUndefined();
  });

  it("stops waiting for code that failed to load (its error boundary shows the failure)", async () => {
    const failing = lazyBlock("brokenBlock", () => Promise.reject(new Error("chunk failed")));
    const wait = lazyBlocksPending(["brokenBlock"]);
    expect(wait).toBeInstanceOf(Promise);
    await expect(wait).resolves.toBeDefined();
    expect(lazyBlocksPending(["brokenBlock"])).toBeUndefined();
    await expect(failing.load()).rejects.toThrow("chunk failed");
  });

  it("before hydration, loads the on-demand blocks the server's HTML holds", async () => {
    let loads = 0;
    lazyBlock("formBlock", async () => {
      loads++;
      return { default: Block };
    });
    document.body.innerHTML = '<section data-block-type="formBlock"></section><section data-block-type="plainBlock"></section>';
    await loadLazyBlocksIn(document);
    expect(loads).toBe(1);
    expect(lazyBlocksPending(["formBlock"])).toBeUndefined();
  });
});
