import { SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";

type Check = () => void;
const checks = new Set<Check>();
let lastRun = 0;
let trailing: ReturnType<typeof setTimeout> | undefined;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;

function runAll() {
  lastRun = Date.now();
  for (const check of checks) check();
}

/** Scroll checks are throttled (99 ms) and resize checks debounced (50 ms), as AOS does. */
function onScroll() {
  const wait = SCROLL_ANIMATION_DEFAULTS.throttleDelay - (Date.now() - lastRun);
  if (wait <= 0) runAll();
  else if (!trailing) {
    trailing = setTimeout(() => {
      trailing = undefined;
      runAll();
    }, wait);
  }
}
function onResize() {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(runAll, SCROLL_ANIMATION_DEFAULTS.debounceDelay);
}

/**
 * AOS's `startEvent`: nothing is measured or hidden before the document has fired it
 * (DOMContentLoaded), so a page still being parsed shows its server HTML as it is. When the event
 * has already passed (the usual case once React has hydrated), checks start at once.
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

function add(check: Check) {
  if (checks.size === 0) {
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
  }
  checks.add(check);
  check();
}

/** One shared listener for every animated element, from the start event on. */
export function watchScroll(check: Check): () => void {
  const cancelStart = whenStarted(() => add(check));
  return () => {
    cancelStart();
    if (!checks.delete(check)) return;
    if (checks.size === 0) {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    }
  };
}
