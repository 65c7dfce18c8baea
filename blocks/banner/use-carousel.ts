import { useCallback, useEffect, useState } from "react";

/**
 * Slide index and autoplay. Autoplay runs only while playing, not hovered and not focused (WAI-ARIA
 * carousel pattern). A visitor who asked for reduced motion starts paused — and the button says
 * "Play" — until they press it.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen; then it plays unless reduced motion is asked for.
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const playing = intervalMs > 0 && (chosen ?? !reducedMotion);
  const autoplay = playing && !held && count > 1;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, next, intervalMs]);

  return { index, go, next, previous, playing, setPlaying, autoplay, setHeld };
}
