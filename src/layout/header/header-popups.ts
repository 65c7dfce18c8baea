// The one chunk with the header's menus and drawers, loaded on demand (on-demand-popup.tsx).
export { FullScreenDrawer } from "./full-screen-drawer";
export { LanguageMenu } from "./language-menu";
export { SideDrawer } from "./side-drawer";
export { UserMenu } from "./user-menu";
