import { useContext, useEffect } from "react";
import { matchRoutes, type RouteObject, UNSAFE_DataRouterContext } from "react-router";
import { holdClicksForPendingPrefetch } from "./hold-click-for-prefetch";
import { createPrefetchQueue, PREFETCH_START_DELAY_MS } from "./prefetch-queue";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

/** Read at use time: React Router adds routes to the manifest as links to them are discovered. */
function manifestRoutes(): Record<string, ManifestRoute> | null {
  return (window as unknown as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes ?? null;
}

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: routeTree(routes, r.id) }));
}

/** The route module a same-origin href would load, if any. */
function moduleFor(href: string): string | null {
  const routes = manifestRoutes();
  const url = new URL(href, window.location.href);
  if (!routes || url.origin !== window.location.origin) return null;
  const leaf = matchRoutes(routeTree(routes), url.pathname)?.at(-1)?.route.id;
  return leaf ? (routes[leaf]?.module ?? null) : null;
}

/**
 * About a second after load, preloads the route modules the header links to (likely next pages),
 * at most 4 at once. A click on a link whose module is still loading waits up to 100 ms for it.
 *
 * React Router learns the routes behind a page's links from `/__manifest` after hydration (lazy route
 * discovery). On a busy server that answer can come after the first scan, so the links are scanned
 * again whenever the manifest has grown (the router notifies its subscribers when it patches routes).
 */
export function useIdlePrefetch() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const queue = createPrefetchQueue((url) => import(/* @vite-ignore */ url));

    let scannedRoutes = -1;
    const scan = () => {
      const known = Object.keys(manifestRoutes() ?? {}).length;
      if (known === scannedRoutes) return;
      scannedRoutes = known;
      const modules = new Set<string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>("header a[href^='/']")) {
        const module = moduleFor(a.href);
        if (module) modules.add(module);
      }
      queue.enqueue([...modules]);
    };
    let unsubscribe: (() => void) | undefined;
    const start = () => {
      scan();
      unsubscribe = router?.subscribe(scan);
    };
    const timer = window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 500 });
      else start();
    }, PREFETCH_START_DELAY_MS);

    const release = holdClicksForPendingPrefetch(window, (a) => {
      const module = moduleFor(a.href);
      return module && queue.isPending(module) ? queue.settled(module) : null;
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe?.();
      release();
    };
  }, [router]);
}
