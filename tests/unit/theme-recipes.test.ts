import fs from "node:fs";
import { defaultSystem } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { system } from "../../src/theme/system";
import { sourceFiles } from "../support/source-files";

/**
 * src/theme/system.ts registers only the recipes our components use (the full default theme is
 * ~16 KB gzip on every page). A Chakra component whose recipe is missing renders unstyled, so:
 * every component imported from @chakra-ui/react that has a recipe in Chakra's default theme must
 * have it in ours.
 */
describe("theme recipes", () => {
  it("cover every Chakra component the code imports", () => {
    const used = new Set<string>();
    for (const file of [...sourceFiles("src"), ...sourceFiles("blocks")]) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
        for (const name of (m[1] ?? "").split(",")) {
          const imported = name
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (imported && /^[A-Z]/.test(imported)) used.add(imported);
        }
      }
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((component) => {
      const key = component[0]?.toLowerCase() + component.slice(1);
      if (defaultSystem.isRecipe(key)) return !system.isRecipe(key);
      if (defaultSystem.isSlotRecipe(key)) return !system.isSlotRecipe(key);
      return false;
    });
    expect(missing, "add these recipes to src/theme/system.ts").toEqual([]);
  });
});
