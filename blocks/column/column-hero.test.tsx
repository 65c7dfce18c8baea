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
    expect(render({ image: "", imageFocus: { x: 15, y: 70 } })).not.toContain("style=");
  });
});
