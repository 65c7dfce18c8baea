import { useEffect } from "react";
import { useLocation } from "react-router";
import { useBlocksHydrated } from "./blocks/hydrate-blocks-at-once";

/**
 * `<html data-hydrated>` once React owns the page, its blocks included: CSS can enhance on it, tests wait for it.
 * `<html data-location>` names the location React has rendered; set in a passive effect, so after
 * the scroll reset of ScrollRestoration (a layout effect). A test that scrolls after a client-side
 * navigation waits for it, or the reset may land after its scroll.
 */
export function useMarkHydrated() {
  const { pathname, search } = useLocation();
  const blocksHydrated = useBlocksHydrated();
  useEffect(() => {
    if (blocksHydrated) document.documentElement.dataset.hydrated = "true";
  }, [blocksHydrated]);
  useEffect(() => {
    document.documentElement.dataset.location = pathname + search;
  }, [pathname, search]);
}
