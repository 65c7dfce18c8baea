/**
 * The header's dropdowns hang from its right edge and are `fixed` like the header itself. Placed
 * in the document (`absolute`, the default), a menu moved whenever the page scrolled under it,
 * and a scroll started by the menu (an item brought into view past the header's scroll padding)
 * could move it between a press and its release, so the click chose no item (seen on CI, 390 px).
 */
export const HEADER_MENU_POSITIONING = { placement: "bottom-end", strategy: "fixed" } as const;
