import { m, useReducedMotion } from "motion/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { aosVisible, EASE, REVEAL_DEFAULTS, revealVisible, SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";
import { watchScroll } from "./scroll-watcher";

export type ScrollAnimation = "fade-up" | "fade" | "reveal";

/** Hidden states: opacity and transform only, so nothing moves the layout. */
const HIDDEN: Record<ScrollAnimation, { opacity: number; y?: number; scale?: number }> = {
  "fade-up": { opacity: 0, y: 40 },
  fade: { opacity: 0 },
  reveal: { opacity: REVEAL_DEFAULTS.opacity, y: REVEAL_DEFAULTS.distance, scale: REVEAL_DEFAULTS.scale },
};
const SHOWN = { opacity: 1, y: 0, scale: 1 };

interface Props {
  children: ReactNode;
  animation?: ScrollAnimation;
  delay?: number;
  once?: boolean;
}

/**
 * Animates its content in when scrolled into view (AOS defaults; "reveal" uses the reveal defaults).
 * Server HTML and no-JS visitors see the content as is; after hydration only content below the
 * fold is hidden until it scrolls in. With prefers-reduced-motion nothing animates.
 */
export function AnimateOnScroll({
  children,
  animation = "fade-up",
  delay = SCROLL_ANIMATION_DEFAULTS.delay,
  once = SCROLL_ANIMATION_DEFAULTS.once,
}: Props) {
  const reduceMotion = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el || reduceMotion) return;
    let everShown = false;
    return watchScroll(() => {
      const box = el.getBoundingClientRect();
      const visible = animation === "reveal" ? revealVisible(box, window.innerHeight) : aosVisible(box, window.innerHeight);
      if (visible) everShown = true;
      // once=false: hide again when it leaves below the fold, so it animates every time it enters.
      setShown(visible || (once && everShown) || box.bottom < 0);
    });
  }, [animation, once, reduceMotion]);

  if (reduceMotion) return <div>{children}</div>;
  const duration = (animation === "reveal" ? REVEAL_DEFAULTS.duration : SCROLL_ANIMATION_DEFAULTS.duration) / 1000;
  return (
    <m.div
      ref={ref}
      initial={false}
      animate={shown ? SHOWN : HIDDEN[animation]}
      transition={{ duration, delay: delay / 1000, ease: EASE }}
      data-aos={animation}
      data-aos-shown={shown}
    >
      {children}
    </m.div>
  );
}
