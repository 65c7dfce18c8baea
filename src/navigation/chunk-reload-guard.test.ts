import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload } from "./chunk-reload-guard";

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe("chunk reload guard", () => {
  it("allows one reload per path per 10 seconds", () => {
    const s = memory();
    expect(claimChunkReload("/about/", 1_000, s)).toBe(true);
    expect(claimChunkReload("/about/", 1_000 + CHUNK_RELOAD_GUARD_MS - 1, s)).toBe(false);
    expect(claimChunkReload("/protein/", 2_000, s)).toBe(true);
    expect(claimChunkReload("/about/", 1_000 + CHUNK_RELOAD_GUARD_MS, s)).toBe(true);
  });
});
