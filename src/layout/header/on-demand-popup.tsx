import { type KeyboardEvent, type ReactElement, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { notify } from "../toaster";
import type * as HeaderPopupsModule from "./header-popups";

export type HeaderPopups = typeof HeaderPopupsModule;

let loading: Promise<HeaderPopups> | null = null;

/**
 * The header's menus and drawers — Ark's Menu and Dialog with zag's machines, floating-ui and the
 * focus trap — are not in a page's first JavaScript (decision 101): they load at the first sign of
 * interest in one of them (pointer over it, focus) and open once here. A failed load the visitor
 * asked for (a click, the arrow keys) is a failed page chunk (spec §8): Chromium remembers a module
 * that failed for the page's life, so only a new page can load it, and the page reloads, at most
 * once per 10 s per path (the chunk-reload guard); past that, a toast says so.
 */
export function loadHeaderPopups(): Promise<HeaderPopups> {
  loading ??= import("./header-popups").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface PopupTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
}

/**
 * A header control drawn by `trigger` (a plain button) until it is first opened; from then on by
 * `popup`, the real menu or drawer, rendered open. The swap keeps the look: both draw the same
 * button (`header-triggers.tsx`), and the opened popup takes the focus as it would have anyway.
 */
export function OnDemandPopup({
  kind,
  trigger,
  popup,
}: {
  kind: "menu" | "dialog";
  trigger: (props: PopupTriggerProps) => ReactElement;
  popup: (popups: HeaderPopups) => ReactElement;
}) {
  const [popups, setPopups] = useState<HeaderPopups | null>(null);
  const { t } = useTranslation(["common", "errors"]);
  if (popups) return popup(popups);
  const prefetch = () => void loadHeaderPopups().catch(() => {});
  const open = () =>
    void loadHeaderPopups().then(setPopups, () => {
      // The guard (src/navigation/chunk-reload-guard.ts) reloads, or itself says the page could not load.
      if (!window.__reloadAfterChunkError) notify({ type: "error", message: t("errors:requestFailed") });
      else window.__reloadAfterChunkError();
    });
  return trigger({
    onClick: open,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onKeyDown: (event) => {
      // A menu button opens on the arrow keys too (WAI-ARIA menu button pattern), as zag's does.
      if (kind === "menu" && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        event.preventDefault();
        open();
      }
    },
    "aria-haspopup": kind,
    "aria-expanded": false,
  });
}
