import { z } from "zod";
import { IdSchema, wholeNumberIn } from "./numbers";
import { PageRequestSchema } from "./paging";

/** Request bodies of the content calls of spec §7. Unknown fields are stripped (zod's default). */

const Code = z.string().trim().min(1).max(64);

export const EmptyRequestSchema = z.object({});
export const BannerListRequestSchema = z.object({ position: Code.default("index") });
export const ColumnByCodeRequestSchema = z.object({ columnCode: Code });
export const PolicyByCodeRequestSchema = z.object({ code: Code });
export const IdRequestSchema = z.object({ id: IdSchema });
export const NewsListRequestSchema = PageRequestSchema.extend({
  code: Code.optional(),
  year: wholeNumberIn(1900, 2999).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const NewsRelatedRequestSchema = z.object({
  id: IdSchema,
  size: wholeNumberIn(1, 12).default(4),
});
export const NewsYearListRequestSchema = z.object({ code: Code.optional() });
export const DataListRequestSchema = z.object({ columnCode: Code });
export const DataPageListRequestSchema = PageRequestSchema.extend({ columnCode: Code });

export type NewsListRequest = z.infer<typeof NewsListRequestSchema>;
export type DataPageListRequest = z.infer<typeof DataPageListRequestSchema>;
