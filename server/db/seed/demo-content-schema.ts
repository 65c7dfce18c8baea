import { z } from "zod";
import { SiteSettingsSchema } from "../../../schemas/entities";

/** The shape of the bundled demo content; validated before it is loaded. */
const Pair = (max: number) => ({ zh: z.string().min(1).max(max), en: z.string().min(1).max(max) });
const IsoTime = z.iso.datetime();

export const DemoContentSchema = z.object({
  siteSettings: SiteSettingsSchema,
  consultClasses: z.array(
    z.object({ code: z.string().min(1).nullable(), name: z.string().min(1), nameEn: z.string().min(1), sort: z.number().int() }),
  ),
  news: z.array(
    z.object({
      classCode: z.string().min(1),
      title: z.object(Pair(200)),
      summary: z.object(Pair(1000)),
      /** Sanitized-safe HTML: p, h2, h3, ul, ol, li, strong, em, a, table elements only. */
      content: z.object(Pair(20_000)),
      cover: z.string().startsWith("/"),
      publishTime: IsoTime,
    }),
  ),
  banners: z.array(
    z.object({
      position: z.string().min(1),
      title: z.object(Pair(200)),
      subtitle: z.object(Pair(500)),
      image: z.string().startsWith("/"),
      link: z.string(),
      sort: z.number().int(),
    }),
  ),
  columns: z.array(
    z.object({
      code: z.string().min(1),
      title: z.object(Pair(200)),
      description: z.object(Pair(1000)),
      keyword: z.object(Pair(300)),
      image: z.string().startsWith("/"),
    }),
  ),
  contentData: z.array(
    z.object({
      columnCode: z.string().min(1),
      title: z.object(Pair(200)),
      summary: z.object(Pair(1000)),
      content: z.object({ zh: z.string().max(20_000), en: z.string().max(20_000) }),
      image: z.string(),
      link: z.string(),
      sort: z.number().int(),
      publishTime: IsoTime,
    }),
  ),
  policies: z.array(z.object({ code: z.string().min(1), title: z.object(Pair(200)), content: z.object(Pair(50_000)), updatedAt: IsoTime })),
  provinces: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), nameEn: z.string().min(1) })),
  countries: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), nameEn: z.string().min(1) })),
});
export type DemoContent = z.infer<typeof DemoContentSchema>;
