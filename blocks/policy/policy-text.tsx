import { pickLang, pickLangHtml } from "../../schemas/localize-text";
import { formatDate } from "../../src/content/format-date";
import { PageHeading } from "../../src/content/page-heading";
import { RichText } from "../../src/rich-text/rich-text";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import type { PolicyData, PolicyProps } from "./index";
import styles from "./policy-text.module.css";
import { policyStrings } from "./strings";

export function PolicyText({ data, lang }: BlockComponentProps<PolicyProps, PolicyData>) {
  const t = blockText(policyStrings, lang);
  const p = data.policy;
  if (!p) return null;
  return (
    <PageHeading size="reading" title={pickLang(p.title, p.titleEn, lang)}>
      <p className={styles.updated}>{t("updated", { date: formatDate(p.updateTime, lang) })}</p>
      <RichText html={pickLangHtml(p.content, p.contentEn, lang)} />
    </PageHeading>
  );
}
