import { preload } from "react-dom";

/**
 * The page's hero image (a CSS background behind the heading, the largest paint of most pages):
 * fetched at once with high priority, from a `<link rel="preload">` React puts in the document's
 * head during the server render, instead of when the browser reaches the background in the CSS.
 */
export function preloadHeroImage(url: string | null | undefined) {
  if (url) preload(url, { as: "image", fetchPriority: "high" });
}
