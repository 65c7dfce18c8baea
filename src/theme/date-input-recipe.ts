import { dateInputAnatomy } from "@ark-ui/react/date-input";
import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * DateInput's look, the one size and variant the portal uses (md, outline). Chakra 3.37 builds its
 * own date-input recipe but does not export it from `@chakra-ui/react/theme` (only inside the whole
 * `slotRecipes` object, which would pull every recipe into the customer pages); these are its values.
 */
export const dateInputSlotRecipe = defineSlotRecipe({
  className: "chakra-date-input",
  slots: dateInputAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", width: "full", _disabled: { opacity: "0.5" } },
    label: { textStyle: "label" },
    control: { display: "flex", alignItems: "center", width: "full" },
    segmentGroup: {
      flex: "1",
      outline: "0",
      position: "relative",
      textAlign: "start",
      borderRadius: "l2",
      display: "flex",
      alignItems: "center",
      gap: "1",
      cursor: "text",
      textStyle: "sm",
      px: "2.5",
      height: "var(--input-height)",
      "--input-height": "sizes.10",
      "--focus-color": "colors.colorPalette.focusRing",
      "--error-color": "colors.border.error",
      bg: "transparent",
      borderWidth: "1px",
      borderColor: "border",
      focusRing: "inside",
      focusRingColor: "var(--focus-color)",
      _invalid: { focusRingColor: "var(--error-color)", borderColor: "var(--error-color)" },
    },
    segment: {
      borderRadius: "l1",
      px: "0.5",
      outline: "none",
      _placeholderShown: { color: "fg.muted" },
      "&[data-type=literal]": { px: "0", color: "fg.muted" },
      _focus: { bg: "colorPalette.emphasized", color: "fg" },
    },
  },
});
