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
  const image = data.column.image;
  preloadHeroImage(image);
  const position = image ? focusPosition(data.column.imageFocus) : undefined;
  return (
    // The image and its focus come from data: the module's background reads --hero-image and --hero-position.
    <header
      className={styles.hero}
      style={image ? ({ "--hero-image": `url(${image})`, ...(position && { "--hero-position": position }) } as CSSProperties) : undefined}
    >
      <Container>
        <h1 className={cx(headingClass("3xl", "5xl"), styles.title)}>{text.title}</h1>
        {text.description && <p className={styles.description}>{text.description}</p>}
      </Container>
    </header>
  );
}
