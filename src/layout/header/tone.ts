import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import styles from "./tone.module.css";

/** The header over a hero (transparent, dark behind it) or light. */
export type Tone = "light" | "dark";

/** A header control's button: ghost, white over the transparent (dark) header, near-black on the light one. */
export function toneButtonClass(tone: Tone, size: "sm" | "md" = "md", icon = false): string {
  return cx(buttonClass({ variant: "ghost", size, icon }), tone === "dark" ? styles.dark : styles.light);
}
