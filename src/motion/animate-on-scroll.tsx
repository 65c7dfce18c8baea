import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { aosVisible, EASE, REVEAL_DEFAULTS, revealVisible, SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";
import { watchScroll } from "./scroll-watcher";

export type ScrollAnimation = "fade-up" | "fade" | "reveal";

/** Hidden states: opacity and transform only, so nothing moves the layout. */
const HIDDEN: Record<ScrollAnimation, { opacity: number; y: number; scale: number }> = {
  "fade-up": { opacity: 0, y: 40, scale: 1 },
  fade: { opacity: 0, y: 0, scale: 1 },
  reveal: { opacity: REVEAL_DEFAULTS.opacity, y: REVEAL_DEFAULTS.distance, scale: REVEAL_DEFAULTS.scale },
};

interface Props {
  children: ReactNode;
  animation?: ScrollAnimation;
  delay?: number;
  once?: boolean;
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * Animates its content in when scrolled into view (AOS defaults; "reveal" uses the reveal defaults)
 * with a CSS transition of opacity and transform: no animation library on the page (decision 043).
 * Server HTML and no-JS visitors see the content as is; after hydration only content below the
 * fold is hidden until it scrolls in. With prefers-reduced-motion nothing is hidden or animated.
 */
export function AnimateOnScroll({
  children,
  animation = "fade-up",
  delay = SCROLL_ANIMATION_DEFAULTS.delay,
  once = SCROLL_ANIMATION_DEFAULTS.once,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion()) return;
    let everShown = false;
    return watchScroll(() => {
      const box = el.getBoundingClientRect();
      const visible = animation === "reveal" ? revealVisible(box, window.innerHeight) : aosVisible(box, window.innerHeight);
      if (visible) everShown = true;
      // once=false: hide again when it leaves below the fold, so it animates every time it enters.
      setShown(visible || (once && everShown) || box.bottom < 0);
    });
  }, [animation, once]);

  const duration = animation === "reveal" ? REVEAL_DEFAULTS.duration : SCROLL_ANIMATION_DEFAULTS.duration;
  const hidden = HIDDEN[animation];
  const timing = `${duration}ms cubic-bezier(${EASE.join(", ")}) ${delay}ms`;
  const style: CSSProperties = shown
    ? { opacity: 1, transition: `opacity ${timing}, transform ${timing}` }
    : {
        opacity: hidden.opacity,
        transform: `translateY(${hidden.y}px) scale(${hidden.scale})`,
        transition: `opacity ${timing}, transform ${timing}`,
      };
  return (
    <div ref={ref} style={style} className="animate-on-scroll" data-aos={animation} data-aos-shown={shown}>
      {children}
    </div>
  );
}
