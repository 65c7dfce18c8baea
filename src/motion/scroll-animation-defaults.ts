/** AOS-style defaults of spec §9. */
export const SCROLL_ANIMATION_DEFAULTS = {
  offset: 120,
  delay: 0,
  duration: 400,
  easing: "ease",
  once: false,
  startEvent: "DOMContentLoaded",
  throttleDelay: 99,
  debounceDelay: 50,
} as const;

/** Scroll-reveal defaults of spec §9. */
export const REVEAL_DEFAULTS = {
  duration: 600,
  distance: 0,
  origin: "bottom",
  opacity: 0,
  scale: 1,
  viewFactor: 0,
} as const;

/** CSS `ease` as a cubic-bezier, for the animation library. */
export const EASE = [0.25, 0.1, 0.25, 1] as const;

export interface ViewportBox {
  top: number;
  bottom: number;
  height: number;
}

/** AOS rule: an element animates in once its top passes `offset` px above the viewport's bottom. */
export function aosVisible(box: ViewportBox, windowHeight: number, offset: number = SCROLL_ANIMATION_DEFAULTS.offset): boolean {
  return box.top < windowHeight - offset;
}

/** Reveal rule: with view factor 0, any visible part counts. */
export function revealVisible(box: ViewportBox, windowHeight: number, viewFactor: number = REVEAL_DEFAULTS.viewFactor): boolean {
  const needed = box.height * viewFactor;
  return box.top + needed < windowHeight && box.bottom - needed > 0;
}
