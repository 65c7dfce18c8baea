import { NAVIGATION_WAIT_MS, waitAtMost } from "./prefetch-queue";

/**
 * Spec §9: a navigation waits at most 100 ms for a pending prefetch. A plain left click on a link
 * whose route module is still being prefetched is held back (capture phase, before React sees it)
 * until the module has loaded or 100 ms have passed, and is then replayed on the same element.
 * The replay goes through the link's own handler, so everything the link says (replace, state,
 * preventScrollReset, viewTransition, a plain document link) still applies.
 */
export function holdClicksForPendingPrefetch(
  target: Window,
  pendingLoad: (anchor: HTMLAnchorElement) => Promise<unknown> | null,
  waitMs: number = NAVIGATION_WAIT_MS,
): () => void {
  const replays = new WeakSet<Event>();
  const onClick = (e: MouseEvent) => {
    if (replays.has(e) || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const origin = e.target instanceof Element ? e.target : null;
    const anchor = origin?.closest<HTMLAnchorElement>("a[href]");
    if (!origin || !anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const pending = pendingLoad(anchor);
    if (!pending) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    void waitAtMost(pending, waitMs).then(() => {
      const on = origin.isConnected ? origin : anchor;
      if (!on.isConnected) return;
      const replay = new MouseEvent("click", {
        bubbles: true,
        cancelable: true,
        composed: true,
        button: 0,
        detail: e.detail,
        clientX: e.clientX,
        clientY: e.clientY,
        screenX: e.screenX,
        screenY: e.screenY,
      });
      replays.add(replay);
      on.dispatchEvent(replay);
    });
  };
  target.addEventListener("click", onClick, true);
  return () => target.removeEventListener("click", onClick, true);
}
