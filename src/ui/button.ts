import styles from "./button.module.css";
import { cx } from "./cx";

export type ButtonVariant = "solid" | "surface" | "outline" | "ghost";
export type ButtonSize = "2xs" | "xs" | "sm" | "md" | "lg";

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The colours: the brand's, or grays. Default brand for solid and surface, gray otherwise. */
  palette?: "brand" | "gray";
  size?: ButtonSize;
  /** A square button holding only an icon (give it an aria-label). */
  icon?: boolean;
}

/**
 * The class names of a button, or of a link that looks like one: `<Link className={buttonClass({ size: "sm" })}>`.
 * A component's own class, added after, overrides colours or spacing (the button styles sit in a lower layer).
 */
export function buttonClass({ variant = "solid", palette, size = "md", icon = false }: ButtonLook = {}): string {
  const colours = palette ?? (variant === "solid" || variant === "surface" ? "brand" : "gray");
  return cx(styles.button, styles[colours], styles[variant], styles[`size-${size}`], icon && styles.icon);
}
