import { useEffect } from "react";

/** How often a held release looks again whether Puck has settled. */
const POLL_MS = 25;
/** Every this many looks without Puck settled, the pointer's resting place is sent to Puck again. */
const NUDGE_EVERY = 8;
/** The longest a release is held: the pointer may rest where no zone takes the block. */
const MAX_HOLD_MS = 1500;

/** Puck does not count the outer 6 px of a drop zone (in the preview's own pixels) as inside it. */
const PUCK_ZONE_EDGE = 6;

/** The release this module re-sends: passed through, not held again. */
class SettledPointerEvent extends PointerEvent {}

const previewFrame = () => document.querySelector<HTMLIFrameElement>("#preview-frame");

const dragging = () => !!previewFrame()?.contentDocument?.querySelector("[data-puck-dragging]");

/** The innermost drop zone of the preview Puck sees under a point of the editor page, if the point is on the preview. */
function zoneUnder(clientX: number, clientY: number): Element | null {
  const frame = previewFrame();
  const doc = frame?.contentDocument;
  if (!frame || !doc || frame.offsetWidth === 0) return null;
  const box = frame.getBoundingClientRect();
  // The preview is zoomed with a CSS transform: the frame's box on screen over its own width.
  const scale = box.width / frame.offsetWidth;
  const x = (clientX - box.left - frame.clientLeft * scale) / scale;
  const y = (clientY - box.top - frame.clientTop * scale) / scale;
  const inside = (el: Element) => {
    const zone = el.getBoundingClientRect();
    const edge = PUCK_ZONE_EDGE;
    return x >= zone.left + edge && x <= zone.right - edge && y >= zone.top + edge && y <= zone.bottom - edge;
  };
  return doc.elementsFromPoint(x, y).find((el) => el.hasAttribute("data-puck-dropzone") && inside(el)) ?? null;
}

/**
 * Puck shows where a new block will land with a line inside that drop zone; it has settled when the
 * line is in the innermost zone under the pointer.
 */
function settledOn(clientX: number, clientY: number): boolean {
  const zone = zoneUnder(clientX, clientY);
  const line = previewFrame()?.contentDocument?.querySelector("[data-puck-line-placeholder]");
  return !!zone && !!line && line.parentElement === zone;
}

/**
 * Puck 0.23 moves a drag into a nested zone (a column of a layout block) only after the pointer has
 * rested there for 100 ms, and every pointer move restarts that wait (puckeditor/puck#1836); the
 * collision check that follows runs on further timers. Released while still moving, or at once,
 * the block lands in the zone around the layout: below it. At the 37 % desktop zoom every tremor of
 * the hand is a move, so dropping into a column failed almost always. While a drag from the block
 * list is on, this holds the release back until Puck's drop line is in the zone under the pointer
 * (or at most MAX_HOLD_MS, where no zone takes the block), dropping pointer moves in between (the
 * button is already up), then sends it on. A fixed wait was not enough on a busy machine: Puck's
 * timers run late and chain. Decision 118.
 */
export function useSettledDrop() {
  useEffect(() => {
    let held = false;
    const onMove = (e: PointerEvent) => {
      if (held && !(e instanceof SettledPointerEvent)) e.stopImmediatePropagation();
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
      const heldSince = performance.now();
      let polls = 0;
      const release = () => {
        if (!settledOn(e.clientX, e.clientY) && performance.now() - heldSince < MAX_HOLD_MS) {
          polls += 1;
          // Puck looks at the pointer only when it moves: tell it again where the pointer rests.
          if (polls % NUDGE_EVERY === 0) target.dispatchEvent(new SettledPointerEvent("pointermove", { ...init, buttons: 1 }));
          setTimeout(release, POLL_MS);
          return;
        }
        held = false;
        target.dispatchEvent(new SettledPointerEvent("pointerup", init));
      };
      setTimeout(release, POLL_MS);
    };
    window.addEventListener("pointermove", onMove, { capture: true });
    window.addEventListener("pointerup", onUp, { capture: true });
    return () => {
      window.removeEventListener("pointermove", onMove, { capture: true });
      window.removeEventListener("pointerup", onUp, { capture: true });
    };
  }, []);
}
