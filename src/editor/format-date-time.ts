/** A stored instant in the reader's language and the browser's clock: "2026年11月23日 10:32" / "Nov 23, 2026, 10:32 AM". */
export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language.startsWith("zh") ? "zh-CN" : "en-US", { dateStyle: "medium", timeStyle: "short" }).format(d);
}
