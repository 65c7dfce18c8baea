import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CSS_LAYER_ORDER } from "../../src/styles/layer-order";
import { system } from "../../src/theme/system";

const repo = path.resolve(import.meta.dirname, "../..");

describe("cascade layers", () => {
  it("the site states Chakra's order, so a Chakra page's reset and recipes keep their places", () => {
    expect(CSS_LAYER_ORDER).toBe(system.layers.atRule);
  });

  it("Storybook states the same order before its stylesheets", () => {
    const head = fs.readFileSync(path.join(repo, ".storybook/preview-head.html"), "utf8");
    expect(head).toContain(CSS_LAYER_ORDER);
  });
});
