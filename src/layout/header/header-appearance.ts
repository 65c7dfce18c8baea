import { useEffect, useState } from "react";

export const HEADER_HEIGHT_PX = 72;
/** Spec §9: a style class applies once the page is scrolled more than 100 px. */
export const HEADER_SCROLLED_CLASS_PX = 100;

/** Routes whose header is transparent over the hero at the top (spec §2). */
export const TRANSPARENT_TOP_ROUTES = new Set(["index", "about", "protein", "sampleTesting", "testingServices"]);
/** On login the header stays transparent. */
export const ALWAYS_TRANSPARENT_ROUTES = new Set(["login"]);

export interface HeaderAppearance {
  /** Transparent over the hero (white logo and text). */
  transparent: boolean;
  /** Scrolled beyond 100 px. */
  scrolled: boolean;
  /** Scrolled beyond the window height: the light-background variant. */
  lightBackground: boolean;
  /** Pages without a hero get a spacer the height of the header. */
  spacer: boolean;
}

export function headerAppearance(routeId: string, scrollY: number, windowHeight: number): HeaderAppearance {
  const scrolled = scrollY > HEADER_SCROLLED_CLASS_PX;
  const lightBackground = scrollY > windowHeight;
  if (ALWAYS_TRANSPARENT_ROUTES.has(routeId)) return { transparent: true, scrolled, lightBackground: false, spacer: false };
  if (TRANSPARENT_TOP_ROUTES.has(routeId)) {
    return { transparent: scrollY <= HEADER_HEIGHT_PX, scrolled, lightBackground, spacer: false };
  }
  return { transparent: false, scrolled, lightBackground, spacer: true };
}

/** The scroll facts the header's look depends on: two positions differ for it only if one of these does. */
export function sameLook(a: { scrollY: number; windowHeight: number }, scrollY: number, windowHeight: number): boolean {
  return (
    a.scrollY <= HEADER_HEIGHT_PX === scrollY <= HEADER_HEIGHT_PX &&
    a.scrollY > HEADER_SCROLLED_CLASS_PX === scrollY > HEADER_SCROLLED_CLASS_PX &&
    a.scrollY > a.windowHeight === scrollY > windowHeight
  );
}

/**
 * Follows the window's scroll position (rAF-throttled); 0 during SSR, so the server renders the top
 * state. The position changes only when the header's look would (`headerAppearance`): the header
 * is not rendered again on every frame of a scroll, nor right after hydration, when the window's
 * height is first read (decision 110).
 */
export function useScrollY(): { scrollY: number; windowHeight: number } {
  const [state, setState] = useState({ scrollY: 0, windowHeight: 800 });
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setState((s) =>
        sameLook(s, window.scrollY, window.innerHeight) ? s : { scrollY: window.scrollY, windowHeight: window.innerHeight },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
