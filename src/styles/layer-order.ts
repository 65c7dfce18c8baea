/**
 * The cascade layers' order, Chakra's (tests/unit/style-layers.test.ts compares): stated by an inline
 * style before any stylesheet, because the first mention of a layer fixes its place, and the
 * bundler joins the modules' CSS in whatever order they come (a component's `@layer recipes` before
 * the reset's) and drops a repeated order statement (decision 115).
 */
export const CSS_LAYER_ORDER = "@layer reset, base, tokens, recipes;";
