/** Spec §8/§9: a failed route chunk reloads the page at most once per 10 seconds per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = "chunk-reload:";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** Records the reload and says yes, unless this path was reloaded for a chunk failure in the last 10 s. */
export function claimChunkReload(path: string, now: number, storage: StorageLike): boolean {
  const last = Number(storage.getItem(KEY_PREFIX + path) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY_PREFIX + path, String(now));
  return true;
}

declare global {
  interface Window {
    /** Called by React Router's route-module loader (patched at build time, see build-tools/). */
    __reloadAfterChunkError?: () => boolean;
  }
}

/** `onDeclined` tells the visitor the page could not be loaded (they stay where they are). */
export function installChunkReloadGuard(onDeclined: () => void) {
  window.__reloadAfterChunkError = () => {
    let allowed = true;
    try {
      allowed = claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage);
    } catch {
      // No sessionStorage (privacy mode): reload once per page life instead.
      allowed = !(window as { __chunkReloaded?: boolean }).__chunkReloaded;
      (window as { __chunkReloaded?: boolean }).__chunkReloaded = true;
    }
    if (allowed) window.location.reload();
    else onDeclined();
    return allowed;
  };
}
