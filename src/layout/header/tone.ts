/** The header over a hero (transparent, dark behind it) or light. */
export type Tone = "light" | "dark";

/** Colours of a header control over the transparent (dark) or light header. */
export function toneButtonProps(tone: Tone) {
  return {
    variant: "ghost",
    color: tone === "dark" ? "white" : "gray.800",
    _hover: { bg: tone === "dark" ? "whiteAlpha.200" : "blackAlpha.100" },
  } as const;
}
