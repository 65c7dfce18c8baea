import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../paths";

/** Spec §8: the 404 page counts 3, 2, 1, then goes home — unless the visitor does anything (decision 145). */
export const NOT_FOUND_COUNTDOWN_SECONDS = 3;

export interface NotFoundCountdownState {
  seconds: number;
  /** The visitor pressed a key, focused or pressed something: the page stays. */
  stopped: boolean;
  stop: () => void;
}

const CountdownContext = createContext<NotFoundCountdownState | null>(null);

/**
 * What stops the countdown: any key, any focus, any press of a pointer or wheel turn (WCAG 2.2.1).
 * Captured on the document, so nothing on the page can keep it from being seen.
 */
const STOPPING_EVENTS = ["keydown", "focusin", "pointerdown", "wheel", "touchstart"] as const;

/**
 * The countdown shared by the "Stay on this page" control (first in the tab order) and the 404 view,
 * running while `active`; another `path` starts it afresh. It wraps every page, so the chrome is not
 * mounted anew when the visitor leaves or reaches a 404 page.
 */
export function NotFoundCountdown({ active, path, children }: { active: boolean; path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_SECONDS);
  const [stopped, setStopped] = useState(false);
  const [countedPath, setCountedPath] = useState(path);
  const stop = useCallback(() => setStopped(true), []);
  if (countedPath !== path) {
    // React's "reset state when a prop changes", during render.
    setCountedPath(path);
    setSeconds(NOT_FOUND_COUNTDOWN_SECONDS);
    setStopped(false);
  }

  useEffect(() => {
    if (!active || stopped) return;
    for (const type of STOPPING_EVENTS) document.addEventListener(type, stop, { capture: true, passive: true });
    const timer = setInterval(() => setSeconds((s) => s - 1), 1000);
    return () => {
      clearInterval(timer);
      for (const type of STOPPING_EVENTS) document.removeEventListener(type, stop, { capture: true });
    };
  }, [active, stopped, stop]);
  useEffect(() => {
    // A normal navigation, not a replacement: Back returns to the address the visitor typed.
    if (active && !stopped && seconds <= 0) navigate(paths.home());
  }, [active, seconds, stopped, navigate]);

  const value = useMemo(() => (active ? { seconds: Math.max(seconds, 1), stopped, stop } : null), [active, seconds, stopped, stop]);
  return <CountdownContext.Provider value={value}>{children}</CountdownContext.Provider>;
}

export function useNotFoundCountdown(): NotFoundCountdownState | null {
  return useContext(CountdownContext);
}
