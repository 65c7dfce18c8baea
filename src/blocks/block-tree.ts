import type { BlockRegistration } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";

/** The props of a registration that hold child blocks (field kind `blocks`). */
export function slotNames(registration: Pick<BlockRegistration, "fields"> | undefined): string[] {
  if (!registration) return [];
  return Object.entries(registration.fields)
    .filter(([, hint]) => hint.kind === "blocks")
    .map(([name]) => name);
}

/** The child blocks a block holds in its slots (blocks of unknown types hold none). */
export function childBlocks(block: Block, registry = blocksByType): Block[] {
  return slotNames(registry.get(block.type)).flatMap((name) => {
    const value = block.props[name];
    return Array.isArray(value) ? (value as Block[]) : [];
  });
}

/** Visits every block of a tree, depth first, parents before children (depth 1 = top level). */
export function walkBlocks(blocks: Block[], visit: (block: Block, depth: number) => void, registry = blocksByType, depth = 1): void {
  for (const block of blocks) {
    visit(block, depth);
    walkBlocks(childBlocks(block, registry), visit, registry, depth + 1);
  }
}

/** A copy of a tree with `change` applied to every block, children first (so a parent sees its new children). */
export function mapBlocks(blocks: Block[], change: (block: Block) => Block, registry = blocksByType): Block[] {
  return blocks.map((block) => {
    const names = slotNames(registry.get(block.type));
    if (names.length === 0) return change(block);
    const props = { ...block.props };
    for (const name of names) if (Array.isArray(props[name])) props[name] = mapBlocks(props[name] as Block[], change, registry);
    return change({ ...block, props });
  });
}
