import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const uploaded = "/files/img/0123456789abcdef01234567-1200x800/1200.webp";

describe("ResponsiveImage", () => {
  it("gives an uploaded image AVIF and WebP srcsets of its variants, its size, and lazy loading", () => {
    const { container } = render(<ResponsiveImage src={uploaded} alt="Plant" sizes="(min-width: 48em) 33vw, 100vw" />);
    const source = container.querySelector("source");
    const img = container.querySelector("img");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(
      "/files/img/0123456789abcdef01234567-1200x800/480.avif 480w, /files/img/0123456789abcdef01234567-1200x800/960.avif 960w, /files/img/0123456789abcdef01234567-1200x800/1200.avif 1200w",
    );
    expect(img?.getAttribute("srcset")).toContain("/960.webp 960w");
    expect(img?.getAttribute("sizes")).toBe("(min-width: 48em) 33vw, 100vw");
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("loading")]).toEqual(["1200", "800", "lazy"]);
    expect(img?.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads the main image eagerly with high priority when asked", () => {
    const { container } = render(<ResponsiveImage src={uploaded} alt="" priority />);
    const img = container.querySelector("img");
    expect([img?.getAttribute("loading"), img?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("keeps plain URLs (demo images) as they are", () => {
    const { container } = render(<ResponsiveImage src="/demo/news-1.svg" alt="News" width={800} height={450} />);
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect([img?.getAttribute("src"), img?.getAttribute("srcset"), img?.getAttribute("width")]).toEqual(["/demo/news-1.svg", null, "800"]);
  });

  it("draws a cover image full width at the asked ratio, cropped, whatever its own size", () => {
    const { container } = render(<ResponsiveImage src={uploaded} alt="" cover="16 / 9" />);
    const style = container.querySelector("img")?.style;
    expect([style?.width, style?.aspectRatio, style?.objectFit]).toEqual(["100%", "16 / 9", "cover"]);
  });
});
