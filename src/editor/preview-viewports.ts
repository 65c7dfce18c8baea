import type { Viewports } from "@puckeditor/core";
import { useMemo } from "react";

/** The editor's layout for Puck's `ui`, kept as one object so Puck sees the same value on every render. */
export const EDITOR_UI = { rightSideBarWidth: 420 } as const;

/**
 * The preview widths the editor offers. Puck puts its preview back at the width nearest the window
 * whenever this list is a new array, so it is built once per language: an inline list reset a
 * chosen phone preview to desktop on every autosave, in the middle of the editor's next drag.
 */
export function usePreviewViewports(t: (key: "viewport.mobile" | "viewport.desktop") => string): Viewports {
  return useMemo(
    () => [
      { width: 375, height: "auto", label: t("viewport.mobile"), icon: "Smartphone" },
      { width: 1280, height: "auto", label: t("viewport.desktop"), icon: "Monitor" },
    ],
    [t],
  );
}
