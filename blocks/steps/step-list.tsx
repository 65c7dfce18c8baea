import type { CSSProperties } from "react";
import { Link, useParams } from "react-router";
import { localize, pickLang, pickLangHtml } from "../../schemas/localize-text";
import { paths } from "../../src/paths";
import { bindUnits } from "../../src/rich-text/bind-units";
import { RichText } from "../../src/rich-text/rich-text";
import { containerClass } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import { blockText } from "../block-strings";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { StepsProps } from "./index";
import styles from "./step-list.module.css";
import { stepsStrings } from "./strings";

export function StepList({ props, data, lang }: BlockComponentProps<StepsProps, DataListData>) {
  const t = blockText(stepsStrings, lang);
  const params = useParams();
  const items = data.items ?? [];
  if (items.length === 0) return null;
  const currentIndex = props.showCurrentStep ? items.findIndex((s) => String(s.id) === params.id) : -1;
  const current = currentIndex >= 0 ? items[currentIndex] : undefined;
  return (
    <>
      {current && (
        <article className={cx(containerClass(), styles.current)} aria-labelledby="current-step-title">
          <div className={styles.currentBody}>
            <p className={styles.stepOf}>{t("stepOf", { n: currentIndex + 1, count: items.length })}</p>
            <h1 id="current-step-title" className={headingClass("3xl", "4xl")}>
              {pickLang(current.title, current.titleEn, lang)}
            </h1>
            <p className={styles.summary}>{bindUnits(pickLang(current.summary, current.summaryEn, lang))}</p>
            <RichText html={pickLangHtml(current.content, current.contentEn, lang)} />
          </div>
        </article>
      )}
      <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)}>
        <ol className={styles.list} style={{ "--step-columns": Math.min(items.length, 5) } as CSSProperties}>
          {items.map((step, i) => {
            const isCurrent = i === currentIndex;
            return (
              <li key={step.id} className={cx(styles.step, isCurrent && styles.currentStep)}>
                <div className={styles.number} aria-hidden="true">
                  {i + 1}
                </div>
                <h3 className={cx(headingClass("md"), styles.stepTitle)}>
                  <Link to={paths.detectionSteps(step.id)} aria-current={isCurrent ? "step" : undefined}>
                    {pickLang(step.title, step.titleEn, lang)}
                  </Link>
                </h3>
                <p className={styles.stepSummary}>{bindUnits(pickLang(step.summary, step.summaryEn, lang))}</p>
              </li>
            );
          })}
        </ol>
      </Section>
    </>
  );
}
