import type { MetaDescriptor } from "react-router";
import { tFor } from "./i18n/i18n";
import type { RootData } from "./root-data";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** `<title>` and description in the page's language: "Page | Site name". */
export function pageMeta(
  matches: Matches,
  titleKey: string,
  extra: { title?: string; description?: string; keywords?: string } = {},
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const lang = root?.lang ?? "en";
  const t = tFor(lang);
  const title = extra.title ?? t(`pages:${titleKey}.title`);
  const site = root?.websiteInfo?.siteName || t("pages:siteTitleSuffix");
  const tags: MetaDescriptor[] = [{ title: `${title} | ${site}` }];
  if (extra.description) tags.push({ name: "description", content: extra.description });
  if (extra.keywords) tags.push({ name: "keywords", content: extra.keywords });
  return tags;
}

export function rootLang(matches: Matches): "zh" | "en" {
  return (matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.lang ?? "en";
}

/** Keywords joined the way columns write them ("a,b,c"), empty parts left out. */
export function joinKeywords(...parts: Array<string | null | undefined>): string | undefined {
  return (
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(",") || undefined
  );
}
