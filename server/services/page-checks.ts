import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Lang } from "../../schemas/lang";
import type { PageDocument } from "../../schemas/page";
import type { DocumentProblemInfo } from "../../schemas/page-admin";
import { checkPageDocument } from "../../src/blocks/validate-document";
import { messageT } from "../../src/i18n/message-t";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

type Db = Kysely<Database> | Transaction<Database>;

const zodLocale = { zh: z.locales.zhCN(), en: z.locales.en() } as const;

/** The ids of every reusable section (references to others are problems). */
export async function sectionIdSet(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom("pageSection").select("id").execute()).map((r) => Number(r.id)));
}

/** What keeps a document from going live, in the reader's language (the same check the editor runs). */
export async function documentProblems(db: Db, doc: PageDocument, lang: Lang): Promise<DocumentProblemInfo[]> {
  return checkPageDocument(doc, { t: messageT(serverT(lang)), error: zodLocale[lang].localeError, sectionIds: await sectionIdSet(db) });
}

/** Refuses (000001, nothing written) with every problem listed in the message and in `data.problems`. */
export function refuseWithProblems(problems: DocumentProblemInfo[], lang: Lang): never {
  const t = serverT(lang);
  const list = problems.map((p) => (p.blockId ? `${p.blockId} · ${p.path}: ${p.message}` : `${p.path}: ${p.message}`)).join("; ");
  throw new PortalError("invalidInput", t("editor:problems.refused", { count: problems.length, list }), { problems });
}

/** A document newer than this code cannot be edited or stored: its blocks may mean something else. */
export function refuseNewerSchema(doc: PageDocument, current: number, lang: Lang): void {
  if (doc.schemaVersion > current)
    throw new PortalError("invalidInput", serverT(lang)("editor:problems.newerSchema", { version: doc.schemaVersion, current }));
}
