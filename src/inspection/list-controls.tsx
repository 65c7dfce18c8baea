import { type ReactNode, useState } from "react";
import { useTranslation } from "../i18n/react";
import { buttonClass } from "../ui/button";
import { TextInput } from "../ui/text-input";
import styles from "./list-controls.module.css";

/** A search box for inspection lists; `children` adds filters (the lab's status select). */
export function ListSearch({ label, onSearch, children }: { label: string; onSearch: (keyword: string) => void; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  const [draft, setDraft] = useState("");
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself (no <search> wrapper needed)
    <form
      role="search"
      aria-label={t("inspection.search")}
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      {children}
      <TextInput
        className={styles.keyword}
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className={buttonClass({ variant: "outline", palette: "brand" })}>
        {t("inspection.searchButton")}
      </button>
    </form>
  );
}

/** Previous / page n of m / next, for client-side paged lists. */
export function Pager({ pageNum, pages, onPage }: { pageNum: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("pages");
  if (pages <= 1) return null;
  const button = buttonClass({ variant: "outline", size: "sm" });
  return (
    // aria-disabled, not disabled: on the last page the Next button just pressed keeps focus (a
    // disabled one drops it to <body>) and is read as unavailable (issue 27: back-office lists).
    <nav aria-label={t("consult.pagination")} className={styles.pager}>
      <button type="button" className={button} aria-disabled={pageNum <= 1 || undefined} onClick={() => pageNum > 1 && onPage(pageNum - 1)}>
        {t("consult.previous")}
      </button>
      <p>{t("inspection.pageOf", { page: pageNum, pages })}</p>
      <button
        type="button"
        className={button}
        aria-disabled={pageNum >= pages || undefined}
        onClick={() => pageNum < pages && onPage(pageNum + 1)}
      >
        {t("consult.next")}
      </button>
    </nav>
  );
}
