import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AdminPolicy, PolicyUpdateSchema, SiteSettingsInputSchema } from "../../schemas/admin-content";
import { type SiteSettings, SiteSettingsSchema } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { sanitizeForStorage } from "../workers/cpu-pool";
import { updateVersioned } from "./versioned";

type Actor = { actorId: number; lang: Lang };

export async function getSiteSettingsForStaff(
  db: Kysely<Database>,
): Promise<{ settings: SiteSettings; version: number; updatedAt: string }> {
  const row = await db.selectFrom("siteSettings").select(["data", "version", "updatedAt"]).where("id", "=", 1).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return { settings: SiteSettingsSchema.parse(JSON.parse(row.data)), version: Number(row.version), updatedAt: row.updatedAt };
}

/** One document for the whole site: every page shows it, so the `site` tag changes. */
export async function updateSiteSettings(
  db: Kysely<Database>,
  input: { version: number; settings: z.output<typeof SiteSettingsInputSchema> },
  { actorId, lang }: Actor,
) {
  await db.transaction().execute(async (trx) => {
    const settings = SiteSettingsSchema.parse(input.settings);
    await updateVersioned(
      trx,
      "siteSettings",
      1,
      input.version,
      { data: JSON.stringify(settings), updatedAt: new Date().toISOString() },
      lang,
    );
    await touchContent(trx, ["site"]);
    await recordAudit(trx, { actorId, action: "edit", entity: "siteSettings", entityId: 1, summary: { siteName: settings.siteName.zh } });
  });
  return getSiteSettingsForStaff(db);
}

type PolicyRow = { code: string; title: string; titleEn: string; content: string; contentEn: string; updatedAt: string; version: unknown };
const toPolicy = (r: PolicyRow): AdminPolicy => ({
  code: r.code,
  title: { zh: r.title, en: r.titleEn },
  content: { zh: r.content, en: r.contentEn },
  updatedAt: r.updatedAt,
  version: Number(r.version),
});
const POLICY_FIELDS = ["code", "title", "titleEn", "content", "contentEn", "updatedAt", "version"] as const;

/** The site's policies (privacy, disclaimer): a short fixed list, so no paging. */
export async function listPolicies(db: Kysely<Database>): Promise<Array<Omit<AdminPolicy, "content">>> {
  const rows = await db.selectFrom("policy").select(POLICY_FIELDS).orderBy("code").execute();
  return rows.map((r) => {
    const { content: _c, ...rest } = toPolicy(r);
    return rest;
  });
}

export async function getPolicyForStaff(db: Kysely<Database>, code: string): Promise<AdminPolicy> {
  const row = await db.selectFrom("policy").select(POLICY_FIELDS).where("code", "=", code).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return toPolicy(row);
}

export async function updatePolicy(db: Kysely<Database>, input: z.output<typeof PolicyUpdateSchema>, { actorId, lang }: Actor) {
  // Sanitized before the transaction: a long text goes to the CPU worker meanwhile.
  const [content, contentEn] = await Promise.all([sanitizeForStorage(input.content.zh), sanitizeForStorage(input.content.en)]);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("policy").select("id").where("code", "=", input.code).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    await updateVersioned(
      trx,
      "policy",
      Number(row.id),
      input.version,
      {
        title: input.title.zh,
        titleEn: input.title.en,
        content,
        contentEn,
        updatedAt: new Date().toISOString(),
      },
      lang,
    );
    // Policy block pages read the policy through the `policy` tag.
    await touchContent(trx, ["policy"]);
    await recordAudit(trx, { actorId, action: "edit", entity: "policy", entityId: input.code, summary: { title: input.title.zh } });
  });
  return getPolicyForStaff(db, input.code);
}
