import { useState } from "react";
import { useLocation } from "react-router";
import type { MenuEntry } from "./menu-items";
import type { Tone } from "./tone";

/** What both header drawers take (`defaultOpen`: opened by their first render, decision 101). */
export interface HeaderDrawerProps {
  entries: MenuEntry[];
  tone: Tone;
  defaultOpen?: boolean;
}

/**
 * A drawer's `open` and `onOpenChange`: open at one location only, so any navigation (a link in the
 * drawer, back, forward) closes it. `defaultOpen`: opened by its first render (decision 101).
 */
export function useOpenUntilNavigation(defaultOpen: boolean) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(defaultOpen ? location.key : null);
  return { open: openAt === location.key, onOpenChange: (e: { open: boolean }) => setOpenAt(e.open ? location.key : null) };
}
