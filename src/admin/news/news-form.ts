import { z } from "zod";
import { type AdminNews, type NewsContent, NewsInputSchema } from "../../../schemas/admin-content";
import { fromChinaLocal, toChinaLocal } from "../china-time";

/** The API's schema, with the date as the datetime-local input holds it (China time). */
export const NewsFormSchema = NewsInputSchema.extend({
  publishTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "admin:validation.dateInvalid"),
});
export type NewsFormValues = z.input<typeof NewsFormSchema>;
export type NewsFormOutput = z.output<typeof NewsFormSchema>;

export const emptyNewsForm = (): NewsFormValues => ({
  classCode: "",
  title: { zh: "", en: "" },
  summary: { zh: "", en: "" },
  content: { zh: "", en: "" },
  cover: "",
  publishTime: toChinaLocal(new Date().toISOString()),
  status: "draft",
});

/** A stored item (or one of its versions) as the form holds it. */
export function newsFormValues(n: NewsContent): NewsFormValues {
  return {
    classCode: n.classCode,
    title: n.title,
    summary: n.summary,
    content: n.content,
    cover: n.cover,
    publishTime: toChinaLocal(n.publishTime),
    status: n.status,
  };
}

/** What the form holds as the API's body (validated, the date as an instant). */
export function newsBody(values: NewsFormOutput) {
  return { ...values, publishTime: fromChinaLocal(values.publishTime) };
}

/** The form's content as a version's (the date as an instant), for the preview. */
export function formContent(values: NewsFormValues): NewsContent {
  return { ...values, publishTime: fromChinaLocal(values.publishTime) };
}

/** Whether the form's state can be sent as it is (an autosave sends nothing otherwise). */
export const isSendable = (values: NewsFormValues) => NewsFormSchema.safeParse(values).success;

/** An item the site may show visitors: autosaving it would publish half-finished edits. */
export const isPublished = (item: Pick<AdminNews, "status">) => item.status === "published";
