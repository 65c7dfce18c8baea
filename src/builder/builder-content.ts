import { z } from "zod";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";

/** The part of Builder.io's content JSON (model `page`) we rely on; everything else passes through. */
const BuilderElementSchema = z.looseObject({
  id: z.string().min(1).max(200),
  component: z.looseObject({ name: z.string(), options: z.record(z.string(), z.unknown()).optional() }).optional(),
  children: z.array(z.unknown()).optional(),
});
type BuilderElement = z.infer<typeof BuilderElementSchema>;

export const BuilderContentSchema = z.looseObject({
  id: z.string().optional(),
  data: z.looseObject({ blocks: z.array(z.unknown()).max(1000) }),
});
export type BuilderContent = z.infer<typeof BuilderContentSchema>;

/**
 * The SDK appends a tracking pixel (an image from cdn.builder.io) to content without a top-level
 * block whose id starts with `builder-pixel`; this inert one stops it.
 */
export const INERT_PIXEL = {
  "@type": "@builder.io/sdk:Element",
  id: "builder-pixel-disabled",
  tagName: "span",
  properties: { hidden: "" },
} as const;

export interface PreparedBuilderContent {
  content: BuilderContent;
  /** Our blocks in the content, in document order: id = the Builder element's id, props = its options. */
  blocks: Block[];
}

/** Nested element lists: an element's children, and lists of `{ blocks }` in its options (Columns). */
function nestedLists(element: BuilderElement): unknown[][] {
  const lists: unknown[][] = [];
  if (Array.isArray(element.children)) lists.push(element.children);
  for (const value of Object.values(element.component?.options ?? {}))
    if (Array.isArray(value))
      for (const item of value)
        if (item && typeof item === "object" && Array.isArray((item as { blocks?: unknown }).blocks))
          lists.push((item as { blocks: unknown[] }).blocks);
  return lists;
}

/**
 * Makes fetched Builder content safe to render and finds our blocks in it: tracking pixels anywhere
 * are removed (and the inert one added), HTML of Builder's own Text elements goes through `sanitize`
 * like our rich text, and elements of our registered types are collected for the loader to validate.
 */
export function prepareBuilderContent(content: BuilderContent, sanitize: (html: string) => string): PreparedBuilderContent {
  const copy = structuredClone(content);
  const blocks: Block[] = [];
  const visit = (list: unknown[]): unknown[] =>
    list.flatMap((raw) => {
      const parsed = BuilderElementSchema.safeParse(raw);
      if (!parsed.success) return [];
      const element = parsed.data;
      if (element.id.startsWith("builder-pixel")) return [];
      const name = element.component?.name;
      const options = element.component?.options ?? {};
      if (name && blocksByType.has(name)) blocks.push({ id: element.id, type: name, props: options });
      if (name === "Text" && typeof options.text === "string") options.text = sanitize(options.text);
      for (const nested of nestedLists(element)) nested.splice(0, nested.length, ...visit(nested));
      return [element];
    });
  copy.data.blocks = [...visit(copy.data.blocks), { ...INERT_PIXEL }];
  return { content: copy, blocks };
}

/** Whether content shows anything besides the pixel: an empty entry renders the page's own document. */
export function hasVisibleBlocks(content: BuilderContent): boolean {
  return content.data.blocks.some((b) => !(b && typeof b === "object" && String((b as { id?: unknown }).id).startsWith("builder-pixel")));
}
