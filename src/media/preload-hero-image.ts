import { preload } from "react-dom";
import { imageUrl, parseImageUrl, variantWidths } from "../../schemas/image";
import { PHONE_MEDIA, variantSrcSet } from "./responsive-image";

/** Wider than phones: where an art-directed hero shows its main picture. */
const WIDE_MEDIA = "(min-width: 48em)";

function preloadOne(url: string, sizes: string | undefined, media: string | undefined) {
  const uploaded = sizes ? parseImageUrl(url) : null;
  const avif = uploaded ? variantSrcSet(url, "avif") : null;
  if (!uploaded || !avif) {
    preload(url, { as: "image", fetchPriority: "high", media });
    return;
  }
  const widths = variantWidths(uploaded.width);
  preload(imageUrl(uploaded.id, widths[widths.length - 1] as number, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: avif,
    imageSizes: sizes,
    fetchPriority: "high",
    media,
  });
}

/**
 * The page's hero image (the largest paint of most pages): fetched at once with high priority, from
 * a `<link rel="preload">` React puts in the document's head during the server render.
 *
 * With `sizes` the image is drawn by a `ResponsiveImage` (AVIF first): an uploaded image is then
 * preloaded as the same AVIF `srcset`, so the browser fetches the one width it will draw (a phone
 * the 480 or 960, not the 1600) and never a second copy. A browser without AVIF skips the typed preload.
 * Without `sizes` (a CSS background) the URL itself is preloaded.
 * With a `phoneUrl` (art direction) each picture is preloaded for the screens that show it only.
 *
 * Server renders only: the link is there for the first page's HTML, before the browser reaches the
 * image. After a client-side navigation the image is asked for in the same render, so a preload would
 * win nothing; leaving it out of the browser's build keeps the pages' initial JS within budget (decision 208).
 */
export function preloadHeroImage(url: string | null | undefined, sizes?: string, phoneUrl?: string | null) {
  if (!import.meta.env.SSR || !url) return;
  if (phoneUrl) preloadOne(phoneUrl, sizes, PHONE_MEDIA);
  preloadOne(url, sizes, phoneUrl ? WIDE_MEDIA : undefined);
}
