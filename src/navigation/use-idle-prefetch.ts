import { useContext, useEffect } from "react";
import { matchRoutes, type RouteObject, UNSAFE_DataRouterContext } from "react-router";
import { holdClicksForPendingPrefetch } from "./hold-click-for-prefetch";
import { createPrefetchQueue, PREFETCH_START_DELAY_MS } from "./prefetch-queue";
import { preloadModule } from "./preload-module";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  /** The chunks the module imports statically. */
  imports?: string[];
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

/** The route a same-origin href would load, if any. */
function routeFor(href: string): ManifestRoute | null {
  const routes = manifestRoutes();
  const url = new URL(href, window.location.href);
  if (!routes || url.origin !== window.location.origin) return null;
  const leaf = matchRoutes(routeTree(routes), url.pathname)?.at(-1)?.route.id;
  return leaf ? (routes[leaf] ?? null) : null;
}

/** Fetches a route's module and the chunks it imports, without running them (decision 111). */
function preloadRoute(module: string): Promise<unknown> {
  const route = Object.values(manifestRoutes() ?? {}).find((r) => r.module === module);
  return Promise.all([module, ...(route?.imports ?? [])].map(preloadModule));
}

/**
 * About a second after load, preloads the route modules the header links to (likely next pages),
 * at most 4 at once: fetched, not run (decision 111). A click on a link whose module is still
 * loading waits up to 100 ms for it.
 *
 * React Router learns the routes behind a page's links from `/__manifest` after hydration (lazy route
 * discovery). On a busy server that answer can come after the first scan, so the links are scanned
 * again whenever the manifest has grown (the router notifies its subscribers when it patches routes).
 */
export function useIdlePrefetch() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const queue = createPrefetchQueue(preloadRoute);

    let scannedRoutes = -1;
    const scan = () => {
      const known = Object.keys(manifestRoutes() ?? {}).length;
      if (known === scannedRoutes) return;
      scannedRoutes = known;
      const modules = new Set<string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>("header a[href^='/']")) {
        const module = routeFor(a.href)?.module;
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
      const module = routeFor(a.href)?.module;
      return module && queue.isPending(module) ? queue.settled(module) : null;
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe?.();
      release();
    };
  }, [router]);
}
