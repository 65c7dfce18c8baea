import { Link } from "react-router";
import { localize, pickLang } from "../../schemas/localize-text";
import { ResponsiveImage } from "../../src/media/responsive-image";
import { bindUnits } from "../../src/rich-text/bind-units";
import { balancedGrid } from "../../src/ui/balanced-grid";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./application-grid.module.css";
import type { ApplicationGridProps } from "./index";

/** One column on a phone, two from `sm` (30em), up to four from `lg` (64em): a third of the width when balanced to three. */
const IMAGE_SIZES = "(min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw";

export function ApplicationGrid({ props, data, lang }: BlockComponentProps<ApplicationGridProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
      <ul {...balancedGrid(items.length, { base: 1, sm: 2, md: 2, lg: 4 })}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {item.image && (
              <ResponsiveImage src={item.image} alt="" width={400} height={300} sizes={IMAGE_SIZES} cover="4 / 3" focus={item.imageFocus} />
            )}
            <div className={styles.body}>
              <h3 className={styles.title}>
                {item.link ? (
                  <Link to={item.link}>{pickLang(item.title, item.titleEn, lang)}</Link>
                ) : (
                  pickLang(item.title, item.titleEn, lang)
                )}
              </h3>
              <p className={styles.description}>{bindUnits(pickLang(item.summary, item.summaryEn, lang))}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
