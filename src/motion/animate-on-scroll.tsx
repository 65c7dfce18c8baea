import { inView } from "motion";
import { animate } from "motion/mini";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { aosVisible, EASE, REVEAL_DEFAULTS, revealVisible, SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";
import { whenStarted } from "./start-event";

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
 * Animates its content in when scrolled into view (spec §9: AOS defaults; "reveal" uses the reveal
 * defaults) with motion's `inView` (an IntersectionObserver) and `animate` from `motion/mini` (the
 * Web Animations API, opacity and transform only): a few KB, not motion's React components
 * (decision 157, superseding 043). Server HTML and no-JS visitors see the content as is; after
 * hydration only content below the fold is hidden until it scrolls in. With prefers-reduced-motion
 * nothing is hidden or animated.
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
    // Without IntersectionObserver (old browsers, jsdom) the content simply stays shown.
    if (!el || reducedMotion() || typeof IntersectionObserver === "undefined") return;
    const hidden = HIDDEN[animation];
    const hiddenTransform = `translateY(${hidden.y}px) scale(${hidden.scale})`;
    const seconds = (animation === "reveal" ? REVEAL_DEFAULTS.duration : SCROLL_ANIMATION_DEFAULTS.duration) / 1000;
    let isHidden = false;
    const hide = () => {
      isHidden = true;
      el.style.opacity = String(hidden.opacity);
      el.style.transform = hiddenTransform;
      setShown(false);
    };
    const show = () => {
      isHidden = false;
      // The end state is the element's own style at once; the animation plays over it and ends there.
      el.style.opacity = "1";
      el.style.transform = "none";
      setShown(true);
      animate(
        el,
        { opacity: [hidden.opacity, 1], transform: [hiddenTransform, "none"] },
        { duration: seconds, delay: delay / 1000, ease: [...EASE] },
      );
    };
    // The AOS offset: an element counts as in view once its top is 120 px above the viewport's bottom.
    const margin = animation === "reveal" ? "0px" : (`0px 0px -${SCROLL_ANIMATION_DEFAULTS.offset}px 0px` as const);
    let stopWatching = () => {};
    const cancelStart = whenStarted(() => {
      const box = el.getBoundingClientRect();
      const visible = animation === "reveal" ? revealVisible(box, window.innerHeight) : aosVisible(box, window.innerHeight);
      // Below the fold: hidden until it comes in. Above it (a reload further down): stays shown.
      if (!visible && box.bottom >= 0) hide();
      let everShown = visible;
      stopWatching = inView(
        el,
        () => {
          if (isHidden) show();
          everShown = true;
          // once=false: hidden again when it leaves below the fold, so it animates every time it enters.
          return () => {
            if (!(once && everShown) && el.getBoundingClientRect().top > 0) hide();
          };
        },
        { margin },
      );
    });
    return () => {
      cancelStart();
      stopWatching();
    };
  }, [animation, once, delay]);

  return (
    <div ref={ref} className="animate-on-scroll" data-aos={animation} data-aos-shown={shown}>
      {children}
    </div>
  );
}
