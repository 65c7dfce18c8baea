import type { ComponentData, Data } from "@puckeditor/core";
import { blocksByType } from "../../blocks/index";
import type { LocalizedText } from "../../schemas/localize-text";
import type { Block, PageDocument, PageSource } from "../../schemas/page";
import { slotNames } from "../blocks/block-tree";

/**
 * Our page document ↔ Puck's data. A block `{id, type, anchor?, props}` is Puck's
 * `{type, props: {id, anchor, ...props}}`; child blocks of layouts become Puck slot content; the
 * page's title and SEO texts are the root's props. Block props may therefore not be named `id` or
 * `anchor` (a unit test checks the registry).
 */
export interface RootProps {
  pageTitle: LocalizedText;
  seoDescription: LocalizedText;
  seoKeywords: LocalizedText;
  seoImage: string;
  /** "index" (default) or "noindex": the page's "hide from search engines" switch. */
  seoIndexing: "index" | "noindex";
  /** Kept through editing: publishing from this editor must not turn a Builder-sourced page back. */
  pageSource: PageSource;
}

export function toComponent(block: Block, registry = blocksByType): ComponentData {
  const props: Record<string, unknown> = { ...block.props, id: block.id, anchor: block.anchor ?? "" };
  for (const name of slotNames(registry.get(block.type)))
    props[name] = Array.isArray(props[name]) ? (props[name] as Block[]).map((b) => toComponent(b, registry)) : [];
  return { type: block.type, props: props as ComponentData["props"] };
}

export function fromComponent(component: ComponentData, registry = blocksByType): Block {
  const { id, anchor, ...props } = component.props as Record<string, unknown>;
  for (const name of slotNames(registry.get(component.type)))
    props[name] = Array.isArray(props[name]) ? (props[name] as ComponentData[]).map((c) => fromComponent(c, registry)) : [];
  const block: Block = { id: String(id), type: component.type, props };
  if (typeof anchor === "string" && anchor.trim() !== "") block.anchor = anchor.trim();
  return block;
}

/** A page's settings as the editor's root fields show them (what the version comparison compares, too). */
export function rootProps(doc: PageDocument): RootProps {
  return {
    pageTitle: doc.title,
    seoDescription: doc.seo.description,
    seoKeywords: doc.seo.keywords,
    seoImage: doc.seo.image ?? "",
    seoIndexing: doc.seo.noindex ? "noindex" : "index",
    pageSource: doc.source ?? "native",
  };
}

export function toPuckData(doc: PageDocument, registry = blocksByType): Data {
  const root = rootProps(doc);
  return { root: { props: root as unknown as Record<string, string> }, content: doc.blocks.map((b) => toComponent(b, registry)) };
}

export function fromPuckData(data: Data, base: Pick<PageDocument, "schemaVersion" | "slug">, registry = blocksByType): PageDocument {
  const root = (data.root.props ?? {}) as Partial<RootProps>;
  const empty = { zh: "", en: "" };
  const image = root.seoImage?.trim();
  return {
    schemaVersion: base.schemaVersion,
    slug: base.slug,
    title: root.pageTitle ?? empty,
    seo: {
      description: root.seoDescription ?? empty,
      keywords: root.seoKeywords ?? empty,
      ...(image ? { image } : {}),
      ...(root.seoIndexing === "noindex" ? { noindex: true } : {}),
    },
    ...(root.pageSource === "builder" ? { source: "builder" as const } : {}),
    blocks: data.content.map((c) => fromComponent(c, registry)),
  };
}

/** Defaults for a new block in Puck's shape: child blocks without ids (Puck gives every inserted block a fresh one). */
export function puckDefaults(type: string, defaults: Record<string, unknown>, registry = blocksByType): Record<string, unknown> {
  const out: Record<string, unknown> = { ...defaults, anchor: "" };
  for (const name of slotNames(registry.get(type))) {
    const children = Array.isArray(defaults[name]) ? (defaults[name] as Block[]) : [];
    out[name] = children.map((child) => {
      const { id: _fresh, ...props } = toComponent(child, registry).props as Record<string, unknown>;
      return { type: child.type, props };
    });
  }
  return out;
}

/** A copy of a block (and its children) with new ids, for pasting. */
export function withFreshIds(block: Block, registry = blocksByType): Block {
  const fresh = (b: Block): Block => {
    const props = { ...b.props };
    for (const name of slotNames(registry.get(b.type))) if (Array.isArray(props[name])) props[name] = (props[name] as Block[]).map(fresh);
    return { ...b, id: `${b.type}-${crypto.randomUUID()}`, props };
  };
  return fresh(block);
}
