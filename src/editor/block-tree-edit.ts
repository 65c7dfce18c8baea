import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";
import { slotNames } from "../blocks/block-tree";

/** Inserts `block` right after the block `afterId` (in whatever column it is), or at the end of the page. */
export function insertAfter(blocks: Block[], afterId: string | null, block: Block): Block[] {
  let placed = false;
  const walk = (list: Block[]): Block[] =>
    list.flatMap((b) => {
      const names = slotNames(blocksByType.get(b.type));
      let next = b;
      if (!placed && names.length) {
        const props = { ...b.props };
        for (const n of names) if (Array.isArray(props[n])) props[n] = walk(props[n] as Block[]);
        next = { ...b, props };
      }
      if (!placed && b.id === afterId) {
        placed = true;
        return [next, block];
      }
      return [next];
    });
  const out = afterId ? walk(blocks) : blocks;
  return placed ? out : [...blocks, block];
}

/** Replaces the block `id` (wherever it is) with `block`. */
export function replaceBlock(blocks: Block[], id: string, block: Block): Block[] {
  return blocks.map((b) => {
    if (b.id === id) return block;
    const names = slotNames(blocksByType.get(b.type));
    if (!names.length) return b;
    const props = { ...b.props };
    for (const n of names) if (Array.isArray(props[n])) props[n] = replaceBlock(props[n] as Block[], id, block);
    return { ...b, props };
  });
}
