import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";
import type { Lang } from "../schemas/lang";
import type { LocalizedText } from "../schemas/localize-text";
import type { BlockStrings } from "./block-strings";

/**
 * How the editor shows a prop. `localized*` kinds edit a {zh, en} pair side by side. `blocks` holds
 * child blocks (a layout's column): the editor shows a drop zone, and the renderer, the loader, the
 * validation and the sanitizing descend into it.
 */
export type FieldKind =
  | "blocks"
  | "text"
  | "textarea"
  | "localizedText"
  | "localizedTextarea"
  | "localizedRichText"
  | "image"
  | "link"
  | "number"
  | "boolean"
  | { select: Array<{ value: string; label: LocalizedText }> }
  | { list: Record<string, FieldHint> };

export interface FieldHint {
  label: LocalizedText;
  kind: FieldKind;
  help?: LocalizedText;
}

/** A portal call the page loader makes during SSR; its result reaches the component as `data[key]`. */
export interface DataRequest {
  path: string;
  body: Record<string, unknown>;
  /** Fields of the result (an object or a list of objects) holding HTML; the loader sanitizes them. */
  richTextFields?: string[];
}

export interface BlockComponentProps<P, D = Record<string, unknown>> {
  props: P;
  /** Results of the block's data requests; a failed request gives `null`. */
  data: D;
  lang: Lang;
  /** Each `blocks` prop, already rendered (the site's blocks, or the editor's drop zone). */
  slots: Record<string, ReactNode>;
}

/** What a block can tell the page's `<title>`, description, keywords and share image (already in the page's language). */
export interface BlockMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** An image URL (site-relative or absolute) for Open Graph / Twitter cards. */
  image?: string;
}

export interface BlockRegistration<S extends z.ZodType = z.ZodType, D = Record<string, unknown>> {
  type: string;
  category: "hero" | "content" | "data" | "form" | "layout";
  label: LocalizedText;
  schema: S;
  /** Editor hints for each prop, by prop name. `localizedRichText` values are sanitized on render. */
  fields: Record<string, FieldHint>;
  defaults: z.infer<S>;
  data?: (props: z.infer<S>) => Record<string, DataRequest>;
  component: ComponentType<BlockComponentProps<z.infer<S>, D>>;
  /** The block's own visible strings (`blocks/<type>/strings.ts`), read with `blockText(strings, lang)`. */
  strings?: BlockStrings;
  /** Sample portal data (`blocks/<type>/sample-data.ts`) for stories, tests and previews; loaded only when asked for. */
  sample?: () => Promise<D>;
  /** Page metadata this block supplies (a column's title and keywords, a policy's title, …). */
  meta?: (args: { props: z.infer<S>; data: D; lang: Lang; params: Record<string, string | undefined> }) => BlockMeta | undefined;
  /** Whether the block, with this data, shows the page's h1 (a page none of whose blocks does shows its title as its h1). */
  pageHeading?: (args: { props: z.infer<S>; data: D; params: Record<string, string | undefined> }) => boolean;
}

/** One editor field per prop of the schema, by the prop's name: a typo or a prop without a field is a type error. */
export type FieldsFor<P> = { [K in keyof P & string]-?: FieldHint };

/** Keeps the registration's types tied together (props of the schema = props of the component = fields). */
export function defineBlock<S extends z.ZodType, D = Record<string, unknown>>(
  registration: BlockRegistration<S, D> & { fields: FieldsFor<z.infer<S>> },
): BlockRegistration {
  return registration as unknown as BlockRegistration;
}
