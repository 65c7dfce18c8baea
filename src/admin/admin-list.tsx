import { Box, Button, Heading, HStack, Table } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import type { Page } from "../../schemas/paging";
import { useTranslation } from "../i18n/react";
import { usePortalQuery } from "../portal/use-portal-query";

export const ADMIN_PAGE_SIZE = 20;

/** A paged, searchable, sortable back-office list: its state and its data (SWR, refetched on change). */
export function useAdminList<T>(
  path: string | null,
  defaults: { sort: string; order: "asc" | "desc" },
  filters: Record<string, unknown> = {},
) {
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState("");
  const [sort, setSort] = useState(defaults);
  // The previous page stays while the next loads: the table (and the sort or page button just pressed,
  // with focus) is not unmounted in between, which dropped focus to <body>.
  const query = usePortalQuery<Page<T>>(
    path,
    { pageNum, pageSize: ADMIN_PAGE_SIZE, keyword, ...sort, ...filters },
    { keepPreviousData: true },
  );
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return {
    ...query,
    pageNum,
    pages,
    setPageNum,
    sort,
    search(next: string) {
      setKeyword(next);
      setPageNum(1);
    },
    /** First click sorts by the column (descending for dates, ascending otherwise); the next flips it. */
    sortBy(column: string, firstOrder: "asc" | "desc" = "asc") {
      setSort((s) =>
        s.sort === column ? { sort: column, order: s.order === "asc" ? "desc" : "asc" } : { sort: column, order: firstOrder },
      );
      setPageNum(1);
    },
  };
}

/** A column header that sorts the list; `aria-sort` tells screen readers the current order. */
export function SortHeader({
  label,
  column,
  list,
  firstOrder = "asc",
}: {
  label: string;
  column: string;
  list: { sort: { sort: string; order: "asc" | "desc" }; sortBy: (c: string, o?: "asc" | "desc") => void };
  firstOrder?: "asc" | "desc";
}) {
  const { t } = useTranslation("admin");
  const current = list.sort.sort === column;
  const ariaSort = current ? (list.sort.order === "asc" ? "ascending" : "descending") : "none";
  return (
    <Table.ColumnHeader scope="col" aria-sort={ariaSort}>
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        onClick={() => list.sortBy(column, firstOrder)}
        title={t("list.sortBy", { label })}
      >
        {label}
        <span aria-hidden="true">{current ? (list.sort.order === "asc" ? " ▲" : " ▼") : " ↕"}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

/** A list's table, scrollable sideways on small screens, named for screen readers. */
export function AdminTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={label} borderWidth="1px" borderColor="gray.200" rounded="lg">
      <Table.Root size="sm">{children}</Table.Root>
    </Box>
  );
}

/** The page heading of a back-office area, with its main action on the side. */
export function AreaHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" align="center" mb="6" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
