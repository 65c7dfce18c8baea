import type { CSSProperties } from "react";
import { type IMAGE_FORMATS, imageUrl, parseImageUrl, variantWidths } from "../../schemas/image";
import { type Focus, focusPosition } from "../../schemas/media-info";
import { cx } from "../ui/cx";

export interface ResponsiveImageProps {
  /** Any image URL. An uploaded image (`/files/img/<id>/<width>.<format>`) gets AVIF and WebP `srcset`s and its own width/height; other URLs (`/demo/…`, `/images/…`, https://…) render as a plain `<img>`. */
  src: string;
  /** Required; `""` for a decorative image. */
  alt: string;
  /** How wide the image is drawn, as in the `sizes` attribute. Default `100vw`. */
  sizes?: string;
  /** The page's main image (largest contentful paint): loaded eagerly with `fetchpriority="high"`. Default: lazy. */
  priority?: boolean;
  /** Intrinsic size for URLs that do not carry one (reserves the space; uploaded images know theirs). */
  width?: number;
  height?: number;
  /** Drawn at the container's full width in this ratio (e.g. `"16 / 9"`), cropped to fill it. */
  cover?: string;
  /** The media library's focus point: a cropped image (`cover`, or `object-fit: cover` in a class) stays in view around it. Centre when absent. */
  focus?: Focus | null;
  /** Art direction: the picture phones get instead ("" or absent: the same picture) and its focus point. */
  phone?: { src: string; focus?: Focus | null } | null;
  className?: string;
  style?: CSSProperties;
}

const coverStyle = (aspectRatio: string): CSSProperties => ({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio,
  objectFit: "cover",
});

/** Phones (below the site's 48em breakpoint) get an art-directed picture when there is one. */
export const PHONE_MEDIA = "(max-width: 47.99em)";

/** An uploaded image's `srcset` in one format: every variant width it has. */
export function variantSrcSet(url: string, format: (typeof IMAGE_FORMATS)[number]): string | null {
  const uploaded = parseImageUrl(url);
  return uploaded
    ? variantWidths(uploaded.width)
        .map((w) => `${imageUrl(uploaded.id, w, format)} ${w}w`)
        .join(", ")
    : null;
}

/** A phone picture's `<source>`s: AVIF and WebP `srcset`s for an upload, else its URL as it is. */
const phoneSources = (src: string, sizes: string) =>
  parseImageUrl(src) ? (
    (["avif", "webp"] as const).map((format) => (
      <source key={format} media={PHONE_MEDIA} type={`image/${format}`} srcSet={variantSrcSet(src, format) as string} sizes={sizes} />
    ))
  ) : (
    <source media={PHONE_MEDIA} srcSet={src} />
  );

/**
 * One image, responsive when it was uploaded: the browser picks AVIF, else WebP, at the smallest
 * width that fills `sizes`. `width`/`height` give the aspect ratio so nothing shifts while it loads.
 * With `phone`, phones get that picture instead (art direction), cropped around its own focus.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = "100vw",
  priority = false,
  width,
  height,
  cover,
  focus,
  phone,
  className,
  style: ownStyle,
}: ResponsiveImageProps) {
  const phoneSrc = phone?.src;
  // A style attribute, like `cover`'s: the CSP allows those (style-src-attr 'unsafe-inline'). With a phone
  // picture the two focus points travel as custom properties, which `.art-directed`'s media query picks from.
  const position = focusPosition(focus);
  const style: CSSProperties = {
    ...(cover && coverStyle(cover)),
    ...(phoneSrc
      ? { "--image-focus": position, "--image-focus-phone": focusPosition(phone?.focus) }
      : position && { objectPosition: position }),
    ...ownStyle,
  };
  const uploaded = parseImageUrl(src);
  const img = (
    <img
      src={uploaded ? imageUrl(uploaded.id, variantWidths(uploaded.width).at(-1) as number, "webp") : src}
      srcSet={variantSrcSet(src, "webp") ?? undefined}
      sizes={uploaded ? sizes : undefined}
      alt={alt}
      width={uploaded?.width ?? width}
      height={uploaded?.height ?? height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={phoneSrc ? cx("art-directed", className) : className}
      style={style}
    />
  );
  if (!uploaded && !phoneSrc) return img;
  return (
    <picture>
      {phoneSrc && phoneSources(phoneSrc, sizes)}
      {uploaded && <source type="image/avif" srcSet={variantSrcSet(src, "avif") as string} sizes={sizes} />}
      {img}
    </picture>
  );
}
