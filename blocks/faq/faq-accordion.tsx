import { localize, pickLang, pickLangHtml } from "../../schemas/localize-text";
import { ChevronDownIcon } from "../../src/layout/icons";
import { RichText } from "../../src/rich-text/rich-text";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./faq-accordion.module.css";
import type { FaqProps } from "./index";

/**
 * Questions that open to their answers: native `<details>`/`<summary>` (decision 104). The browser
 * gives them the keyboard (Tab, Enter, Space), their expanded state for screen readers, find in
 * page and working without JavaScript; several can be open at once.
 */
export function FaqAccordion({ props, data, lang }: BlockComponentProps<FaqProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.id} className={styles.item}>
            <summary className={styles.question}>
              <span className={styles.questionText}>{pickLang(item.title, item.titleEn, lang)}</span>
              <ChevronDownIcon />
            </summary>
            <div className={styles.answer}>
              <RichText html={pickLangHtml(item.content, item.contentEn, lang)} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
