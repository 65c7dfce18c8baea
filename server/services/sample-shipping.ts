import type { Kysely } from "kysely";
import type { SiteSettings } from "../../schemas/entities";
import type { ShippingInfo } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import { localize } from "../../schemas/localize-text";
import type { Database } from "../db/types";
import { readSiteSettings } from "./site-settings";

/** Site settings, or none when they were never stored (a bare database): then no address is named. */
export const readSettingsOrNull = (db: Kysely<Database>): Promise<SiteSettings | null> => readSiteSettings(db).catch(() => null);

/**
 * Where the customer sends the sample, in `lang`: the lab's shipping address from site settings, else
 * the site's own address; and the packing instructions (empty when none are set).
 */
export function shippingInfo(settings: SiteSettings | null, lang: Lang): ShippingInfo {
  if (!settings) return { address: "", instructions: "" };
  const address = localize(settings.labShippingAddress, lang).trim() || localize(settings.siteAddress, lang).trim();
  return { address, instructions: localize(settings.packingInstructions, lang).trim() };
}
