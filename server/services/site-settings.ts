import type { Kysely } from "kysely";
import { type SiteSettings, SiteSettingsSchema, type WebsiteInfo } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { localize } from "../../schemas/localize-text";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const row = await db.selectFrom("siteSettings").select("data").where("id", "=", 1).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return SiteSettingsSchema.parse(JSON.parse(row.data));
}

/** Website info of spec §3, in the request's language. */
export function toWebsiteInfo(s: SiteSettings, lang: Lang): WebsiteInfo {
  const image = (i: { url: string; alt: { zh: string; en: string } }) => ({ url: i.url, alt: localize(i.alt, lang) });
  return {
    siteName: localize(s.siteName, lang),
    footerHeadline: localize(s.footerHeadline, lang),
    footerSubheadline: localize(s.footerSubheadline, lang),
    logo: image(s.logo),
    colorfulLogo: image(s.colorfulLogo),
    icon: { url: s.icon.url },
    copyrightInfo: localize(s.copyrightInfo, lang),
    recordNo: s.recordNo,
    recordUrl: s.recordUrl,
    contactPhone: s.contactPhone,
    siteAddress: localize(s.siteAddress, lang),
    email: s.email,
    weixinImg: image(s.weixinImg),
    douyinImg: image(s.douyinImg),
    xiaohongshuImg: image(s.xiaohongshuImg),
    weiboLink: s.weiboLink,
  };
}
