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

/** One shared listener for every animated element. */
export function watchScroll(check: Check): () => void {
  if (checks.size === 0) {
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
  }
  checks.add(check);
  check();
  return () => {
    checks.delete(check);
    if (checks.size === 0) {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    }
  };
}
