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

  it("crops around the media library's focus point; the centre (or no focus) leaves the browser's default", () => {
    const focused = render(<ResponsiveImage src={uploaded} alt="" cover="4 / 3" focus={{ x: 20, y: 80 }} />).container;
    expect(focused.querySelector("img")?.style.objectPosition).toBe("20% 80%");
    // A class that crops (the banner's `object-fit: cover`) gets it too, with no cover style of its own.
    const classed = render(<ResponsiveImage src={uploaded} alt="" focus={{ x: 0, y: 100 }} className="slide" />).container;
    expect([classed.querySelector("img")?.style.objectPosition, classed.querySelector("img")?.style.aspectRatio]).toEqual(["0% 100%", ""]);
    for (const focus of [{ x: 50, y: 50 }, null, undefined]) {
      const plain = render(<ResponsiveImage src={uploaded} alt="" cover="4 / 3" focus={focus} />).container;
      expect(plain.querySelector("img")?.style.objectPosition).toBe("");
    }
    expect(
      render(<ResponsiveImage src={uploaded} alt="" focus={null} />)
        .container.querySelector("img")
        ?.getAttribute("style"),
    ).toBeNull();
  });

  it("gives phones their own picture first (art direction), cropped around its own focus (decision 208)", () => {
    const phone = "/files/img/fedcba9876543210fedcba98-800x1000/800.webp";
    const { container } = render(
      <ResponsiveImage src={uploaded} alt="" sizes="100vw" focus={{ x: 20, y: 30 }} phone={{ src: phone, focus: { x: 70, y: 10 } }} />,
    );
    const sources = [...container.querySelectorAll("source")].map((s) => [s.getAttribute("media"), s.getAttribute("type")]);
    expect(sources).toEqual([
      ["(max-width: 47.99em)", "image/avif"],
      ["(max-width: 47.99em)", "image/webp"],
      [null, "image/avif"],
    ]);
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain("fedcba9876543210fedcba98-800x1000/480.avif 480w");
    const img = container.querySelector("img");
    expect(img?.style.getPropertyValue("--image-focus")).toBe("20% 30%");
    expect(img?.style.getPropertyValue("--image-focus-phone")).toBe("70% 10%");
  });

  it("takes a phone picture outside the library as it is, and none when it is empty", () => {
    const withDemo = render(<ResponsiveImage src="/demo/banner-1.svg" alt="" phone={{ src: "/demo/banner-2.svg" }} />).container;
    expect([...withDemo.querySelectorAll("source")].map((s) => [s.getAttribute("media"), s.getAttribute("srcset")])).toEqual([
      ["(max-width: 47.99em)", "/demo/banner-2.svg"],
    ]);
    expect(withDemo.querySelector("img")?.getAttribute("src")).toBe("/demo/banner-1.svg");
    const without = render(<ResponsiveImage src="/demo/banner-1.svg" alt="" phone={{ src: "" }} />).container;
    expect(without.querySelector("picture")).toBeNull();
  });
});
