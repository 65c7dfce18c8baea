import { useCallback, useEffect, useState } from "react";

/**
 * Slide index and autoplay. Autoplay runs only while playing, not hovered, not focused and when the
 * visitor has not asked for reduced motion (WAI-ARIA carousel pattern).
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(intervalMs > 0);
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

  const autoplay = playing && !held && !reducedMotion && count > 1 && intervalMs > 0;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, next, intervalMs]);

  return { index, go, next, previous, playing, setPlaying, autoplay, setHeld };
}
