import type { BlockRegistration } from "../../blocks/define-block";
import { blockRegistry } from "../../blocks/index";
import { type Block, type PageDocument, SECTION_REF_TYPE } from "../../schemas/page";
import { slotNames } from "../../src/blocks/block-tree";

/**
 * A page holding every block type at every depth a block can live: at the top level, in each slot
 * of each layout block, and in a reusable section (placed at the top and inside a layout). The
 * migration test runs every migration over it (tests/unit/page-migrations.test.ts); older versions
 * are frozen in tests/unit/page-documents/every-block-vN.json (decision 140).
 */
export interface EveryBlockFixture {
  schemaVersion: number;
  document: PageDocument;
  sections: Array<{ id: number; schemaVersion: number; block: Block }>;
}

/** A block's defaults with ids derived from `id` (children's ids from their place), so every id in the page is unique. */
function blockOf(reg: BlockRegistration, id: string): Block {
  const props: Record<string, unknown> = structuredClone(reg.defaults) as Record<string, unknown>;
  for (const slot of slotNames(reg))
    props[slot] = ((props[slot] ?? []) as Block[]).map((child, i) => ({
      ...child,
      id: `${id}.${slot}${i}`,
      props: rewriteIds(child.props, `${id}.${slot}${i}`),
    }));
  return { id, type: reg.type, props };
}

/** Default children nest defaults of their own: their ids are made unique the same way. */
function rewriteIds(props: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...props };
  for (const [k, v] of Object.entries(out))
    if (Array.isArray(v) && v.length > 0 && v.every((b) => b && typeof b === "object" && "type" in b && "props" in b && "id" in b))
      out[k] = (v as Block[]).map((b, i) => ({ ...b, id: `${prefix}.${k}${i}`, props: rewriteIds(b.props, `${prefix}.${k}${i}`) }));
  return out;
}

export function everyBlockFixture(schemaVersion: number, registry: readonly BlockRegistration[] = blockRegistry): EveryBlockFixture {
  const layouts = registry.filter((r) => slotNames(r).length > 0);
  const sections = registry.map((reg, i) => ({ id: i + 1, schemaVersion, block: blockOf(reg, `section-${reg.type}`) }));
  const ref = (id: string, sectionId: number): Block => ({ id, type: SECTION_REF_TYPE, props: { sectionId } });
  const everyType = (prefix: string) => registry.map((reg) => blockOf(reg, `${prefix}.${reg.type}`));
  const blocks: Block[] = [
    ...everyType("top"),
    ...sections.map((s) => ref(`top.ref-${s.block.type}`, s.id)),
    ...layouts.flatMap((layout) =>
      slotNames(layout).map((slot) => {
        const holder = blockOf(layout, `in-${layout.type}-${slot}`);
        const prefix = `${layout.type}.${slot}`;
        holder.props[slot] = [...everyType(prefix), ref(`${prefix}.ref`, sections[0]?.id ?? 1)];
        return holder;
      }),
    ),
  ];
  return {
    schemaVersion,
    document: {
      schemaVersion,
      slug: "every-block",
      title: { zh: "每种区块", en: "Every block" },
      seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
      blocks,
    },
    sections,
  };
}
