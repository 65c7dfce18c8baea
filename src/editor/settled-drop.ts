import { useEffect } from "react";

/**
 * How long a drop waits for Puck to settle on the zone under the pointer: its area-change debounce
 * (100 ms) plus the collision update it schedules (50 ms), with a margin.
 */
const SETTLE_MS = 250;

/** The release this module re-sends: passed through, not held again. */
class SettledPointerEvent extends PointerEvent {}

const dragging = () =>
  !!document.querySelector<HTMLIFrameElement>("#preview-frame")?.contentDocument?.querySelector("[data-puck-dragging]");

/**
 * Puck 0.23 moves a drag into a nested zone (a column of a layout block) only after the pointer has
 * rested there for 100 ms, and every pointer move restarts that wait (puckeditor/puck#1836). Released
 * while still moving, or at once, the block lands in the zone around the layout: below it. At the
 * 37 % desktop zoom every tremor of the hand is a move, so dropping into a column failed almost
 * always. While a drag is on, this holds the release back until Puck has settled (pointer moves in
 * between are dropped: the button is already up), then sends it on. Decision 118.
 */
export function useSettledDrop() {
  useEffect(() => {
    let held = false;
    const onMove = (e: PointerEvent) => {
      if (held) e.stopImmediatePropagation();
    };
    const onUp = (e: PointerEvent) => {
      if (e instanceof SettledPointerEvent || held || !dragging()) return;
      e.stopImmediatePropagation();
      held = true;
      const target = e.target ?? window;
      const init: PointerEventInit = {
        bubbles: true,
        cancelable: true,
        composed: true,
        clientX: e.clientX,
        clientY: e.clientY,
        screenX: e.screenX,
        screenY: e.screenY,
        pointerId: e.pointerId,
        pointerType: e.pointerType,
        isPrimary: e.isPrimary,
        button: e.button,
        buttons: e.buttons,
      };
      setTimeout(() => {
        held = false;
        target.dispatchEvent(new SettledPointerEvent("pointerup", init));
      }, SETTLE_MS);
    };
    window.addEventListener("pointermove", onMove, { capture: true });
    window.addEventListener("pointerup", onUp, { capture: true });
    return () => {
      window.removeEventListener("pointermove", onMove, { capture: true });
      window.removeEventListener("pointerup", onUp, { capture: true });
    };
  }, []);
}
