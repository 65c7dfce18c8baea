import { expect, it } from "vitest";
import { z } from "zod";
import { defineBlock } from "../../blocks/define-block";

const schema = z.object({ title: z.string(), tone: z.enum(["brand", "light"]) });
const base = { type: "typing", category: "content", label: { zh: "类型", en: "Typing" }, schema, component: () => null } as const;
const titleField = { label: { zh: "标题", en: "Title" }, kind: "text" } as const;
const toneField = { label: { zh: "配色", en: "Tone" }, kind: "text" } as const;

// `npm run typecheck` checks this file: each marked registration must be a type error.
it("a block's fields are typed by its schema's props: a typo or a prop without a field does not compile", () => {
  const good = defineBlock({ ...base, defaults: { title: "x", tone: "brand" }, fields: { title: titleField, tone: toneField } });
  // @ts-expect-error "titel" is no prop of the schema (and "title" has no field)
  defineBlock({ ...base, defaults: { title: "x", tone: "brand" }, fields: { titel: titleField, tone: toneField } });
  // @ts-expect-error the schema's "tone" has no field
  defineBlock({ ...base, defaults: { title: "x", tone: "brand" }, fields: { title: titleField } });
  expect(Object.keys(good.fields)).toEqual(["title", "tone"]);
});
