import { localize, localizeHtml } from "../../schemas/localize-text";
import { RichText } from "../../src/rich-text/rich-text";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { RichTextProps } from "./index";
import styles from "./rich-text-block.module.css";

export function RichTextBlock({ props, lang }: BlockComponentProps<RichTextProps>) {
  return (
    <Section heading={localize(props.heading, lang) || undefined}>
      <div className={styles.body}>
        <RichText html={localizeHtml(props.body, lang)} />
      </div>
    </Section>
  );
}
