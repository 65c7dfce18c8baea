/**
 * Spec §8/§9: a failed route chunk reloads the page, at most once per 10 seconds per path. "Path"
 * is the path whose chunk failed (the navigation's target), as in Nuxt's `reloadNuxtApp`, whose
 * 10 s `ttl` the spec's numbers come from: the reload goes to that path, so the fresh document
 * brings the current build's chunk names; a second failure for the same path within 10 s stops.
 */
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

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export type ChunkReloadDecision = { action: "reload" } | { action: "go"; href: string } | { action: "declined" };

/**
 * What to do when a route module failed to load: `target` is the location being navigated to
 * (null when the failure is the current page's own module, e.g. during hydration).
 */
export function decideChunkReload(
  current: LocationLike,
  target: LocationLike | null,
  now: number,
  storage: StorageLike,
): ChunkReloadDecision {
  const failed = target ?? current;
  if (!claimChunkReload(failed.pathname, now, storage)) return { action: "declined" };
  const href = failed.pathname + failed.search + failed.hash;
  return href === current.pathname + current.search + current.hash ? { action: "reload" } : { action: "go", href };
}

interface RouterLike {
  state: { navigation: { state: string; location?: LocationLike } };
}

declare global {
  interface Window {
    /** Called by React Router's route-module loader (patched at build time, see build-tools/). */
    __reloadAfterChunkError?: () => boolean;
    /** Drops React Router's memoized route-module loads (patched in at build time, see build-tools/). */
    __forgetLazyRouteLoads?: () => void;
    /** React Router's data router (set by HydratedRouter). */
    __reactRouterDataRouter?: RouterLike;
  }
}

/** `onDeclined` tells the visitor the page could not be loaded (they stay where they are). */
export function installChunkReloadGuard(onDeclined: () => void) {
  window.__reloadAfterChunkError = () => {
    const navigation = window.__reactRouterDataRouter?.state.navigation;
    const target = navigation && navigation.state !== "idle" && navigation.location ? navigation.location : null;
    let decision: ChunkReloadDecision;
    try {
      decision = decideChunkReload(window.location, target, Date.now(), window.sessionStorage);
    } catch {
      // No sessionStorage (privacy mode): one reload per page life instead.
      const w = window as { __chunkReloaded?: boolean };
      if (w.__chunkReloaded) decision = { action: "declined" };
      else if (target) decision = { action: "go", href: target.pathname + target.search + target.hash };
      else decision = { action: "reload" };
      w.__chunkReloaded = true;
    }
    if (decision.action === "reload") window.location.reload();
    else if (decision.action === "go") window.location.assign(decision.href);
    else {
      // The refused load stays pending (the visitor stays put); the next click tries the module again
      // and asks the guard again. (Chromium keeps a failed module's failure for the document's life,
      // so that try fails at once: only the reload allowed after the 10 s loads it.)
      window.__forgetLazyRouteLoads?.();
      onDeclined();
    }
    return decision.action !== "declined";
  };
}
