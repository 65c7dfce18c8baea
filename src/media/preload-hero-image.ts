import { preload } from "react-dom";
import { imageUrl, parseImageUrl, variantWidths } from "../../schemas/image";

/**
 * The page's hero image (the largest paint of most pages): fetched at once with high priority, from
 * a `<link rel="preload">` React puts in the document's head during the server render.
 *
 * With `sizes` the image is drawn by a `ResponsiveImage` (AVIF first): an uploaded image is then
 * preloaded as the same AVIF `srcset`, so the browser fetches the one width it will draw (a phone
 * the 480 or 960, not the 1600) and never a second copy. A browser without AVIF skips the typed preload.
 * Without `sizes` (a CSS background) the URL itself is preloaded.
 */
export function preloadHeroImage(url: string | null | undefined, sizes?: string) {
  if (!url) return;
  const uploaded = sizes ? parseImageUrl(url) : null;
  if (!uploaded) {
    preload(url, { as: "image", fetchPriority: "high" });
    return;
  }
  const widths = variantWidths(uploaded.width);
  const srcSet = widths.map((w) => `${imageUrl(uploaded.id, w, "avif")} ${w}w`).join(", ");
  preload(imageUrl(uploaded.id, widths[widths.length - 1] as number, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  });
}
