import { useEffect } from "react";
import { useLocation } from "react-router";

const SETTLE_MS = 2000;

/**
 * After a navigation to `#anchor`, keeps the anchor right below the header while the page settles
 * (spec §2: anchors land below the header, also when arriving from another page). React Router
 * scrolls once, when the route renders; a block that loads its code on demand (the contact form) can
 * render after that, and the jump is then lost or off. For up to 2 s, until the visitor scrolls or
 * presses a key, the anchor is brought back into place (scroll-padding-top takes the header off).
 */
export function useAnchorSettle() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key) re-arms it, also to the same hash
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const started = performance.now();
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
    const userEvents = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    for (const e of userEvents) window.addEventListener(e, stop, { once: true, passive: true });
    const padding = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const check = () => {
      if (stopped || performance.now() - started > SETTLE_MS) return;
      const el = document.getElementById(id);
      if (el) {
        const off = el.getBoundingClientRect().top - padding();
        const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        if (Math.abs(off) > 2 && !(atEnd && off > 0)) el.scrollIntoView({ block: "start" });
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => {
      stop();
      for (const e of userEvents) window.removeEventListener(e, stop);
    };
  }, [hash, key]);
}
