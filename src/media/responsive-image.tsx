import type { CSSProperties } from "react";
import { type IMAGE_FORMATS, imageUrl, parseImageUrl, variantWidths } from "../../schemas/image";
import { type Focus, focusPosition } from "../../schemas/media-info";

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

/**
 * One image, responsive when it was uploaded: the browser picks AVIF, else WebP, at the smallest
 * width that fills `sizes`. `width`/`height` give the aspect ratio so nothing shifts while it loads.
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
  className,
  style: ownStyle,
}: ResponsiveImageProps) {
  // A style attribute, like `cover`'s: the CSP allows those (style-src-attr 'unsafe-inline').
  const objectPosition = focusPosition(focus);
  const style =
    cover || objectPosition ? { ...(cover && coverStyle(cover)), ...(objectPosition && { objectPosition }), ...ownStyle } : ownStyle;
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  const uploaded = parseImageUrl(src);
  if (!uploaded) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={style}
      />
    );
  }
  const widths = variantWidths(uploaded.width);
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) => widths.map((w) => `${imageUrl(uploaded.id, w, format)} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={imageUrl(uploaded.id, widths[widths.length - 1] as number, "webp")}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={uploaded.width}
        height={uploaded.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
