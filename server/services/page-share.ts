import type { Kysely } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import { PageDocumentSchema } from "../../schemas/page";
import { migratePageDocument } from "../../schemas/page-migrations";
import { type AdminPageShareRequest, type PagePreview, type PageShareLink, ShareTokenSchema } from "../../schemas/page-share";
import { recordAudit } from "../audit/audit-log";
import type { SecretBox } from "../auth/secret-box";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { resolveSectionRefs } from "./sections";

const PURPOSE = "page-preview";
const DAY_MS = 86_400_000;

/** Where a shared preview opens; the token carries the page, the expiry and the signature. */
export const previewPath = (token: string) => `/preview/?token=${encodeURIComponent(token)}`;

/** A link to the page's draft that works without an account until it expires (decision 194). */
export async function createShareLink(
  db: Kysely<Database>,
  secrets: SecretBox,
  origin: string,
  input: AdminPageShareRequest,
  actor: CurrentUser,
  now = new Date(),
): Promise<PageShareLink> {
  const page = await db.selectFrom("page").select("slug").where("slug", "=", input.slug).executeTakeFirst();
  if (!page) throw new PortalError("notFound");
  const expires = Math.floor((now.getTime() + input.days * DAY_MS) / 1000);
  const data = `${page.slug}.${expires}`;
  const token = `${data}.${secrets.sign(PURPOSE, data)}`;
  const expiresAt = new Date(expires * 1000).toISOString();
  await recordAudit(db, { actorId: actor.id, action: "share", entity: "page", entityId: page.slug, summary: { expiresAt } });
  return { url: `${origin}${previewPath(token)}`, expiresAt };
}

/** The draft a valid, unexpired link names; anything else is "not found" (a guess learns nothing). */
export async function openShareLink(db: Kysely<Database>, secrets: SecretBox, token: string, now = new Date()): Promise<PagePreview> {
  if (!ShareTokenSchema.safeParse(token).success) throw new PortalError("notFound");
  const [slug = "", expires = "", signature = ""] = token.split(".");
  if (!secrets.verify(PURPOSE, `${slug}.${expires}`, signature) || Number(expires) * 1000 <= now.getTime())
    throw new PortalError("notFound");
  const row = await db.selectFrom("page").select(["slug", "draft", "draftUpdatedAt"]).where("slug", "=", slug).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  // Brought to the current schema and its sections placed in it, as a published page is.
  const document = await resolveSectionRefs(db, migratePageDocument(PageDocumentSchema.parse(JSON.parse(row.draft))));
  return { slug: row.slug, document, draftUpdatedAt: row.draftUpdatedAt, expiresAt: new Date(Number(expires) * 1000).toISOString() };
}
