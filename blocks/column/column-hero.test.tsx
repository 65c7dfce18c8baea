import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnHero } from "./column-hero";
import type { ColumnProps } from "./index";
import { columnSample } from "./sample-data";

const column = columnSample.column as NonNullable<typeof columnSample.column>;
const render = (change: Partial<typeof column>) =>
  renderToStaticMarkup(<ColumnHero props={{} as ColumnProps} data={{ column: { ...column, ...change } }} lang="en" slots={{}} />);

describe("column hero background", () => {
  it("positions the picture at its focus point from the media library (decision 199)", () => {
    expect(render({ imageFocus: { x: 15, y: 70 } })).toContain("--hero-position:15% 70%");
  });

  it("leaves a centred focus, an image outside the library and no image at the centre", () => {
    expect(render({ imageFocus: { x: 50, y: 50 } })).not.toContain("--hero-position");
    expect(render({ imageFocus: null })).not.toContain("--hero-position");
    const noImage = render({ image: "", imageFocus: { x: 15, y: 70 }, phoneImage: "/demo/banner-1.svg" });
    expect(noImage).not.toContain("--hero-image");
    expect(noImage).not.toContain("--hero-position");
  });

  it("gives phones their own picture around its own focus, centred when it has none (decision 208)", () => {
    const html = render({ phoneImage: "/demo/banner-1.svg", phoneImageFocus: { x: 80, y: 20 }, imageFocus: { x: 15, y: 70 } });
    expect(html).toContain("--hero-image-phone:url(/demo/banner-1.svg)");
    expect(html).toContain("--hero-position-phone:80% 20%");
    expect(html).toContain("--hero-position:15% 70%");
    // Without a focus of its own, the phone picture is not cropped around the desktop picture's.
    expect(render({ phoneImage: "/demo/banner-1.svg", imageFocus: { x: 15, y: 70 } })).toContain("--hero-position-phone:center");
    expect(render({})).not.toContain("--hero-image-phone");
  });

  it("darkens the picture by the column's overlay strength", () => {
    expect(render({ overlay: 64 })).toContain("--hero-overlay:0.64");
  });
});
