import type { AppLoadContext, MetaDescriptor } from "react-router";
import type { Column } from "../../schemas/entities";
import { pageMeta, rootLang } from "../page-meta";
import { loadColumn } from "./column-loader";
import { ColumnPage } from "./column-page";
import { columnText } from "./column-text";

/** Shared pieces of the routes whose page is headed by a column (about, protein, contact, …). */
export async function loadColumnPage({ request, context }: { request: Request; context: AppLoadContext }, code: string) {
  return { column: await loadColumn(request, context, code) };
}

type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; loaderData?: { column: Column } };

export function columnMeta({ matches, loaderData }: MetaArgs, titleKey: string): MetaDescriptor[] {
  const text = loaderData ? columnText(loaderData.column, rootLang(matches)) : undefined;
  return pageMeta(matches, titleKey, { title: text?.title, description: text?.description, keywords: text?.keywords });
}

export function ColumnRoute({ loaderData }: { loaderData: { column: Column } }) {
  return <ColumnPage column={loaderData.column} />;
}
