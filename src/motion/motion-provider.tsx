import { Global } from "@emotion/react";
import { LazyMotion } from "motion/react";
import type { ReactNode } from "react";

const loadFeatures = () => import("./motion-features").then((m) => m.default);

/**
 * With prefers-reduced-motion nothing animates (spec §9): scroll animations turn themselves off
 * (AnimateOnScroll), and this rule ends every CSS transition and animation (header, sub-menus,
 * drawers, menus) at once. A duration near zero, not `none`, so end events still fire.
 */
const REDUCED_MOTION_CSS = `@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    transition-delay: 0s !important;
    scroll-behavior: auto !important;
  }
}`;

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <Global styles={REDUCED_MOTION_CSS} />
      {children}
    </LazyMotion>
  );
}
