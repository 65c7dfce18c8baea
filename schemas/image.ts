/**
 * Uploaded images: the server stores resized AVIF and WebP variants and serves them at
 * `/files/img/<id>/<width>.<format>`. The id carries the original's size (`<random>-<W>x<H>`), so
 * the web app can build `srcset`, `width` and `height` from the URL alone, without another call.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression bombs: a small file may claim a huge canvas. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

const ID = /^[0-9a-f]{24}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;
const URL_PATTERN = /^\/files\/img\/([0-9a-f]{24}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4})\/([1-9][0-9]{0,4})\.(avif|webp)$/;

/** The widths generated for an original `width` wide: never upscaled, the original's own width when smaller. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return below.length === IMAGE_WIDTHS.length ? [...below] : [...below, width];
}

export function imageId(random: string, width: number, height: number): string {
  return `${random}-${width}x${height}`;
}

export function parseImageId(id: string): { width: number; height: number } | null {
  const m = ID.exec(id);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/files/img/${id}/${width}.${format}`;
}

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
  /** What content fields store: the largest WebP, usable as a plain `src` anywhere. */
  url: string;
  variants: Array<{ width: number; format: ImageFormat; url: string }>;
}

/** An uploaded image's id and original size from one of its URLs; null for any other URL (`/demo/…`, `/images/…`). */
export function parseImageUrl(url: string): { id: string; width: number; height: number } | null {
  const m = URL_PATTERN.exec(url);
  if (!m) return null;
  const size = parseImageId(m[1] as string);
  return size ? { id: m[1] as string, ...size } : null;
}

export function describeImage(id: string, width: number, height: number): UploadedImage {
  const widths = variantWidths(width);
  const largest = widths[widths.length - 1] as number;
  return {
    id,
    width,
    height,
    url: imageUrl(id, largest, "webp"),
    variants: widths.flatMap((w) => IMAGE_FORMATS.map((format) => ({ width: w, format, url: imageUrl(id, w, format) }))),
  };
}
