import { afterEach, describe, expect, it } from "vitest";
import { preloadModule } from "./preload-module";

const links = (href: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[href="${href}"]`)];

describe("preloadModule", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll("link")) link.remove();
  });

  it("fetches a module with one modulepreload link, however often it is asked, and settles when the link loads", async () => {
    const first = preloadModule("/assets/a.js");
    const second = preloadModule("/assets/a.js");
    expect(links("/assets/a.js").map((l) => l.rel)).toEqual(["modulepreload"]);
    links("/assets/a.js")[0]?.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it("forgets a failed fetch, so the next call tries again", async () => {
    const failed = preloadModule("/assets/b.js");
    links("/assets/b.js")[0]?.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("/assets/b.js");
    expect(links("/assets/b.js")).toEqual([]);
    void preloadModule("/assets/b.js");
    expect(links("/assets/b.js")).toHaveLength(1);
  });
});
