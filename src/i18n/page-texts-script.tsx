import type { Lang } from "../../schemas/lang";
import { PAGE_TEXTS_ID, serializePageTexts } from "./page-texts";
import { useTranslation } from "./react";

/** The page's texts in its language, as data the browser's translator starts from (decision 105). */
export function PageTextsScript({ lang }: { lang: Lang }) {
  const { i18n } = useTranslation();
  return (
    <script
      type="application/json"
      id={PAGE_TEXTS_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` and `>` escaped (serializePageTexts)
      dangerouslySetInnerHTML={{ __html: serializePageTexts(i18n, lang) }}
    />
  );
}
