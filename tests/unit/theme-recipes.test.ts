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
/** The Chakra components the code imports, by name. */
function usedComponents(): Set<string> {
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
  return used;
}

const recipeKey = (component: string) => component[0]?.toLowerCase() + component.slice(1);

describe("theme recipes", () => {
  it("cover every Chakra component the code imports", () => {
    const used = usedComponents();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((component) => {
      const key = recipeKey(component);
      if (defaultSystem.isRecipe(key)) return !system.isRecipe(key);
      if (defaultSystem.isSlotRecipe(key)) return !system.isSlotRecipe(key);
      return false;
    });
    expect(missing, "add these recipes to src/theme/system.ts").toEqual([]);
  });

  // Each recipe is CSS on every Chakra page; visitors' pages no longer use Menu, Drawer or Card (decision 115).
  it("are only those of components the code imports", () => {
    const used = new Set([...usedComponents()].map(recipeKey));
    const theme = system._config.theme;
    const registered = [...Object.keys(theme?.recipes ?? {}), ...Object.keys(theme?.slotRecipes ?? {})];
    expect(registered.filter((key) => !used.has(key))).toEqual([]);
  });
});
