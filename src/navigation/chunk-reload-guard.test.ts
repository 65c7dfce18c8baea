import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, decideChunkReload } from "./chunk-reload-guard";

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}
const T = 1_700_000_000_000;
const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("chunk reload guard", () => {
  it("allows one reload per path per 10 seconds", () => {
    const s = memory();
    expect(claimChunkReload("/about/", 1_000, s)).toBe(true);
    expect(claimChunkReload("/about/", 1_000 + CHUNK_RELOAD_GUARD_MS - 1, s)).toBe(false);
    expect(claimChunkReload("/protein/", 2_000, s)).toBe(true);
    expect(claimChunkReload("/about/", 1_000 + CHUNK_RELOAD_GUARD_MS, s)).toBe(true);
  });

  it("keys on the path whose chunk failed and goes there, not on the page the visitor is on", () => {
    const s = memory();
    const consult = at("/consult/");
    expect(decideChunkReload(consult, at("/protein/", "", "#advantage"), T, s)).toEqual({ action: "go", href: "/protein/#advantage" });
    // Another target from the same page is another path: allowed.
    expect(decideChunkReload(consult, at("/about/"), T + 1_000, s)).toEqual({ action: "go", href: "/about/" });
    // The same target again within 10 s: declined, wherever the visitor is now.
    expect(decideChunkReload(at("/privacy/"), at("/protein/"), T + 5_000, s)).toEqual({ action: "declined" });
    expect(decideChunkReload(consult, at("/protein/"), T + CHUNK_RELOAD_GUARD_MS, s)).toEqual({ action: "go", href: "/protein/" });
  });

  it("reloads the current page when its own chunk failed (no navigation under way)", () => {
    const s = memory();
    expect(decideChunkReload(at("/about/", "?x=1"), null, T, s)).toEqual({ action: "reload" });
    expect(decideChunkReload(at("/about/", "?x=1"), null, T + 9_999, s)).toEqual({ action: "declined" });
  });
});
