import type { CSSProperties } from "react";
import { focusPosition } from "../../schemas/media-info";
import { columnText } from "../../src/content/column-text";
import { preloadHeroImage } from "../../src/media/preload-hero-image";
import { Container } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import styles from "./column-hero.module.css";
import type { ColumnData, ColumnProps } from "./index";

export function ColumnHero({ data, lang }: BlockComponentProps<ColumnProps, ColumnData>) {
  if (!data.column) return null;
  const text = columnText(data.column, lang);
  const { image, imageFocus, phoneImage, phoneImageFocus, overlay } = data.column;
  const phone = image && phoneImage;
  preloadHeroImage(image, undefined, phone);
  return (
    // The pictures, their focus and the overlay's strength come from data, as custom properties the
    // module's background reads (decision 208); React leaves out the empty ones.
    <header
      className={styles.hero}
      style={
        {
          "--hero-overlay": overlay / 100,
          "--hero-image": image && `url(${image})`,
          "--hero-position": image && focusPosition(imageFocus),
          "--hero-image-phone": phone && `url(${phone})`,
          "--hero-position-phone": phone && (focusPosition(phoneImageFocus) ?? "center"),
        } as CSSProperties
      }
    >
      <Container>
        <h1 className={cx(headingClass("3xl", "5xl"), styles.title)}>{text.title}</h1>
        {text.description && <p className={styles.description}>{text.description}</p>}
      </Container>
    </header>
  );
}
