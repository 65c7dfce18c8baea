import type { Kysely } from "kysely";
import type { Column, CustomField } from "../../schemas/entities";
import { focusByUrl } from "../content/image-focus";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

/** A column as spec §3 shows it: English parts travel in the `customFieldList` JSON string. */
export async function getColumn(db: Kysely<Database>, code: string): Promise<Column> {
  const row = await db.selectFrom("contentColumn").selectAll().where("code", "=", code).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const focus = await focusByUrl(db, [row.image, row.phoneImage]);
  const customFields: CustomField[] = [
    { field: "columnTitleEn", value: row.titleEn },
    { field: "columnDescEn", value: row.descriptionEn },
    { field: "columnKeywordEn", value: row.keywordEn },
  ];
  return {
    columnCode: row.code,
    columnTitle: row.title,
    columnDesc: row.description,
    columnKeyword: row.keyword,
    image: row.image,
    imageFocus: focus(row.image),
    phoneImage: row.phoneImage,
    phoneImageFocus: focus(row.phoneImage),
    overlay: Number(row.overlay),
    customFieldList: JSON.stringify(customFields),
  };
}
