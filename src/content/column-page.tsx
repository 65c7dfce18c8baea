import type { ReactNode } from "react";
import type { Column } from "../../schemas/entities";
import { columnText } from "./column-text";
import { PageHeading } from "./page-heading";
import { useLang } from "./use-lang";

/** A marketing page headed by its column's title and description (block bodies arrive with issue 4). */
export function ColumnPage({ column, children }: { column: Column; children?: ReactNode }) {
  const text = columnText(column, useLang());
  return (
    <PageHeading title={text.title} lead={text.description}>
      {children}
    </PageHeading>
  );
}
