import { paths } from "../paths";

export interface ConsultFilter {
  code: string | null;
  year: number | null;
  page: number;
}

/** The /consult/ URL of a filter: category code, year and page in the query (page 1 and "all" omitted). */
export function consultHref({ code, year, page }: ConsultFilter): string {
  const q = new URLSearchParams();
  if (code) q.set("code", code);
  if (year) q.set("year", String(year));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${paths.consult()}?${s}` : paths.consult();
}

/** Reads a filter from a URL; anything malformed counts as "all" / page 1. */
export function readConsultFilter(url: URL): ConsultFilter {
  const code = url.searchParams.get("code")?.trim() || null;
  const yearRaw = Number.parseInt(url.searchParams.get("year") ?? "", 10);
  const pageRaw = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    code: code && /^[A-Za-z][\w-]{0,63}$/.test(code) ? code : null,
    year: yearRaw >= 1900 && yearRaw <= 2999 ? yearRaw : null,
    page: pageRaw >= 1 && pageRaw <= 100_000 ? pageRaw : 1,
  };
}
