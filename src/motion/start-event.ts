import { SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";

/**
 * AOS's `startEvent`: nothing is measured or hidden before the document has fired it
 * (DOMContentLoaded), so a page still being parsed shows its server HTML as it is. When the event
 * has already passed (the usual case once React has hydrated), `start` runs at once.
 */
export function whenStarted(start: () => void): () => void {
  const event = SCROLL_ANIMATION_DEFAULTS.startEvent;
  if (event !== "DOMContentLoaded" || document.readyState !== "loading") {
    start();
    return () => {};
  }
  document.addEventListener(event, start, { once: true });
  return () => document.removeEventListener(event, start);
}
