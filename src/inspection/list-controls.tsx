import { Button, chakra, HStack, Input, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../i18n/react";

/** A search box for inspection lists; `children` adds filters (the lab's status select). */
export function ListSearch({ label, onSearch, children }: { label: string; onSearch: (keyword: string) => void; children?: ReactNode }) {
  const { t } = useTranslation("pages");
  const [draft, setDraft] = useState("");
  return (
    <chakra.form
      role="search"
      aria-label={t("inspection.search")}
      display="flex"
      gap="2"
      flexWrap="wrap"
      maxW="2xl"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      {children}
      <Input flex="1" minW="40" aria-label={label} placeholder={label} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <Button type="submit" colorPalette="brand" variant="outline">
        {t("inspection.searchButton")}
      </Button>
    </chakra.form>
  );
}

/** Previous / page n of m / next, for client-side paged lists. */
export function Pager({ pageNum, pages, onPage }: { pageNum: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("pages");
  if (pages <= 1) return null;
  return (
    // aria-disabled, not disabled: on the last page the Next button just pressed keeps focus (a
    // disabled one drops it to <body>) and is read as unavailable (issue 27: back-office lists).
    <HStack as="nav" aria-label={t("consult.pagination")} gap="3">
      <Button size="sm" variant="outline" aria-disabled={pageNum <= 1 || undefined} onClick={() => pageNum > 1 && onPage(pageNum - 1)}>
        {t("consult.previous")}
      </Button>
      <Text>{t("inspection.pageOf", { page: pageNum, pages })}</Text>
      <Button
        size="sm"
        variant="outline"
        aria-disabled={pageNum >= pages || undefined}
        onClick={() => pageNum < pages && onPage(pageNum + 1)}
      >
        {t("consult.next")}
      </Button>
    </HStack>
  );
}
