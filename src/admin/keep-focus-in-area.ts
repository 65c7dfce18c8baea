import { useEffect } from "react";

/**
 * When the focused control of a back-office area disappears (a deleted item's form, the Next button
 * of a list's last page), the browser drops focus to <body> and a keyboard or screen-reader user
 * starts again from the top (WCAG 2.4.3). This moves it to the area's heading instead, which is read.
 * Focus that leaves on purpose (a click elsewhere, Tab out) lands on an element: left alone.
 */
export function useKeepFocusInArea(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return;
    let last: Element | null = null;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target as Element;
    };
    const rescue = () => {
      if (!last || last.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = root.querySelector<HTMLElement>("h1");
      last = null;
      if (!heading) return;
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener("focusin", onFocusIn);
    };
  }, [root]);
}
