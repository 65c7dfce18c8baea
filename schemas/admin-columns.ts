import { z } from "zod";
import {
  AdminIdSchema,
  adminListSchema,
  BilingualAnswer,
  bilingual,
  OptionalUrlSchema,
  OverlaySchema,
  richText,
  Sort,
  VersionedIdSchema,
  VersionSchema,
} from "./admin-content";
import { pageOf } from "./paging";

/**
 * Request bodies of the columns (page headers) and column items (the entries of advantage lists,
 * application cards, steps, FAQ, test items) in the back office. Messages are `admin:validation.*` keys.
 */

/** Same shape as a block's `columnCode` prop (blocks/fields.ts), so every code a block can name can be edited. */
export const ColumnCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w-]{0,63}$/, "admin:validation.columnCodeInvalid");

/**
 * The data lists the seed fills and the spec's pages show. Always offered in the back office, even
 * while a list is empty; editors may start others (a block names any code).
 */
export const SEEDED_ITEM_COLUMNS = ["advantage", "application", "detectionStep", "faq", "testingItem"] as const;

/** The header image is set as a CSS `url()` (blocks/column): no quotes, brackets or spaces in it. */
const HeaderImageSchema = OptionalUrlSchema.refine((v) => !/[\s()'"\\]/.test(v), "admin:validation.urlInvalid");

// ---------------------------------------------------------------- columns (page headers)

export const ColumnCodeRequestSchema = z.object({ code: ColumnCodeSchema });
export const ColumnInputSchema = z.object({
  title: bilingual(200),
  description: bilingual(500, false),
  keyword: bilingual(500, false),
  image: HeaderImageSchema,
  /** The picture phones get instead (art direction); "" for the same picture. */
  phoneImage: HeaderImageSchema.default(""),
  overlay: OverlaySchema,
});
export type ColumnInput = z.input<typeof ColumnInputSchema>;
/** Columns are named by code (the spec's routes use them); the code itself is never changed. */
export const ColumnUpdateSchema = ColumnInputSchema.extend({ code: ColumnCodeSchema, version: VersionSchema });
export const ColumnListSchema = adminListSchema(["code", "title"], "asc");
export const AdminColumnSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: BilingualAnswer,
  description: BilingualAnswer,
  keyword: BilingualAnswer,
  image: z.string(),
  phoneImage: z.string(),
  overlay: z.number().int(),
  /** Items stored under this code (a header column usually has none). */
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type AdminColumn = z.infer<typeof AdminColumnSchema>;

// ---------------------------------------------------------------- column items

export const ColumnItemInputSchema = z.object({
  columnCode: ColumnCodeSchema,
  title: bilingual(200),
  summary: bilingual(1000, false),
  content: richText(false),
  image: OptionalUrlSchema,
  link: OptionalUrlSchema,
  sort: Sort,
});
export type ColumnItemInput = z.input<typeof ColumnItemInputSchema>;
export const ColumnItemUpdateSchema = ColumnItemInputSchema.extend({ id: AdminIdSchema.shape.id, version: VersionSchema });
export const ColumnItemListSchema = adminListSchema(["sort", "title"], "asc").extend({ columnCode: ColumnCodeSchema.optional() });
/**
 * A column's new order: every item of the column, first to last, each with the version the editor
 * loaded. A stale version, or a list that is not exactly the column's items, is refused (000006).
 */
export const ColumnItemReorderSchema = z.object({
  columnCode: ColumnCodeSchema,
  items: z.array(VersionedIdSchema).min(1).max(500),
});
export const AdminColumnItemSchema = z.object({
  id: z.number().int(),
  columnCode: z.string(),
  title: BilingualAnswer,
  summary: BilingualAnswer,
  content: BilingualAnswer,
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type AdminColumnItem = z.infer<typeof AdminColumnItemSchema>;
/** The item list also names every column code editors can choose from. */
export const AdminColumnItemPageSchema = pageOf(AdminColumnItemSchema).extend({ columnCodes: z.array(z.string()) });
export type AdminColumnItemPage = z.infer<typeof AdminColumnItemPageSchema>;
