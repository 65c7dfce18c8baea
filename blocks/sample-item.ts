import type { DataItem } from "../schemas/entities";

/** One `data/list` record for a block's sample data (stories, render tests, editor previews). */
export function sampleItem(
  id: number,
  columnCode: string,
  title: { zh: string; en: string },
  summary: { zh: string; en: string },
): DataItem {
  return {
    id,
    columnCode,
    title: title.zh,
    titleEn: title.en,
    summary: summary.zh,
    summaryEn: summary.en,
    content: `<p>${summary.zh}</p>`,
    contentEn: `<p>${summary.en}</p>`,
    image: "",
    imageFocus: null,
    link: "",
    sort: id,
    publishTime: "2026-01-05T00:00:00.000Z",
  };
}
