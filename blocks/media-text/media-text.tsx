import { localize, localizeHtml } from "../../schemas/localize-text";
import { libraryAlt } from "../../schemas/media-info";
import { ResponsiveImage } from "../../src/media/responsive-image";
import { RichText } from "../../src/rich-text/rich-text";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { MediaTextData, MediaTextProps } from "./index";
import styles from "./media-text.module.css";

export function MediaText({ props, data, lang }: BlockComponentProps<MediaTextProps, MediaTextData>) {
  const eyebrow = localize(props.eyebrow, lang);
  return (
    <Section>
      <div className={cx(styles.grid, props.imageSide === "left" && styles.imageLeft)}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 className={headingClass("2xl", "3xl")}>{localize(props.heading, lang)}</h2>
          <div className={styles.body}>
            <RichText html={localizeHtml(props.body, lang)} />
          </div>
        </div>
        <div className={styles.media}>
          <ResponsiveImage
            src={props.image}
            alt={libraryAlt(data.media, props.imageAlt, lang)}
            width={800}
            height={600}
            sizes="(min-width: 48em) 50vw, 100vw"
            cover="4 / 3"
            focus={data.media?.focus}
            phone={{ src: props.phoneImage, focus: data.phoneMedia?.focus }}
          />
        </div>
      </div>
    </Section>
  );
}
