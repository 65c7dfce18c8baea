import { cx } from "../ui/cx";
import styles from "./rich-text.module.css";

/** Renders HTML that the loader has already sanitized on the server. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className={cx("rich-text", styles.richText)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeRichText in the loader
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
