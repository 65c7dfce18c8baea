import brandFontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./brand-font.css";

/**
 * The brand font's file, preloaded by every page's head: found only once the stylesheet is parsed
 * otherwise, and late text swaps show. The stylesheet's url() resolves to the same hashed file.
 * `crossOrigin` because fonts are always fetched in CORS mode: a preload without it is not reused.
 */
export const brandFontPreload = { rel: "preload", href: brandFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
