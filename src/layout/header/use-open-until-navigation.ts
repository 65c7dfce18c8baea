import { useState } from "react";
import { useLocation } from "react-router";

/**
 * A drawer's `open` and `onOpenChange`: open at one location only, so any navigation (a link in the
 * drawer, back, forward) closes it. `defaultOpen`: opened by its first render (decision 101).
 */
export function useOpenUntilNavigation(defaultOpen: boolean) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(defaultOpen ? location.key : null);
  return { open: openAt === location.key, onOpenChange: (e: { open: boolean }) => setOpenAt(e.open ? location.key : null) };
}
