import { blocksByType } from "../../blocks/index";
import { walkBlocks } from "./block-tree";
import type { ResolvedBlock } from "./render-blocks";

/** Whether a block of the page, top level or in a layout, shows the page's h1 with the data it loaded. */
export function blocksShowHeading(blocks: ResolvedBlock[], params: Record<string, string | undefined>): boolean {
  let shown = false;
  walkBlocks(blocks, (block) => {
    const resolved = block as ResolvedBlock;
    shown ||= blocksByType.get(block.type)?.pageHeading?.({ props: block.props, data: resolved.data ?? {}, params }) === true;
  });
  return shown;
}
