import { z } from "zod";
import { wholeNumberIn } from "./numbers";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export const PageRequestSchema = z.object({
  pageNum: wholeNumberIn(1, 100_000).default(1),
  pageSize: wholeNumberIn(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof PageRequestSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
