import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";
import { installGlobalCss } from "./global-css";
import { lightOnly, UNUSED_KEYFRAMES, UNUSED_PALETTES, without } from "./light-theme";

/** Brand colours: a deep rose for lactoferrin, tested for ≥ 4.5:1 contrast with white text. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#fdf2f5" },
          100: { value: "#f9dbe3" },
          200: { value: "#f0b0c1" },
          300: { value: "#e27c97" },
          400: { value: "#cd4f71" },
          500: { value: "#b02e52" },
          600: { value: "#9d1c3f" },
          700: { value: "#7f1433" },
          800: { value: "#5c1027" },
          900: { value: "#3d0a1a" },
        },
      },
      fonts: {
        body: {
          value:
            '"Inter Variable", "Inter Fallback", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
        },
        heading: {
          value:
            '"Inter Variable", "Inter Fallback", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.700}" },
        },
      },
    },
  },
  globalCss: {
    "html, body": { margin: 0, padding: 0 },
    html: { scrollPaddingTop: "72px" },
    // With prefers-reduced-motion nothing animates (spec §9): scroll animations turn themselves off
    // (AnimateOnScroll), and this ends every CSS transition and animation (header, sub-menus, drawers,
    // menus) at once. A duration near zero, not `none`, so end events still fire.
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationDelay: "0s !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        transitionDelay: "0s !important",
        scrollBehavior: "auto !important",
      },
    },
  },
});

/**
 * Chakra's default theme with only the recipes our components use (`defaultConfig` ships all ~80 of
 * them to every page). A component whose recipe is missing renders unstyled: add its recipe here;
 * tests/unit/theme-recipes.test.ts fails when a Chakra component in src/ or blocks/ has none.
 * Without dark-mode values, unused palettes and keyframes (light-theme.ts, decision 106).
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: without(keyframes, UNUSED_KEYFRAMES),
    tokens: { ...tokens, colors: without(tokens.colors, UNUSED_PALETTES) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: without(semanticTokens.colors, UNUSED_PALETTES) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, theme), config);

// The ~38 KB of global CSS and token variables: serialised once, and in the browser adopted from the
// server's page instead of built (decisions 098 and 102).
installGlobalCss(system);
