import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";

export interface BlockProblem {
  blockId: string;
  type: string;
  reason: "unknownType" | "invalidProps";
  issues: Array<{ path: string; message: string }>;
}

/** Splits blocks into those visitors may see (props parsed by their registration) and the problems. */
export function validateBlocks(blocks: Block[], registry = blocksByType): { valid: Block[]; problems: BlockProblem[] } {
  const valid: Block[] = [];
  const problems: BlockProblem[] = [];
  for (const block of blocks) {
    const registration = registry.get(block.type);
    if (!registration) {
      problems.push({
        blockId: block.id,
        type: block.type,
        reason: "unknownType",
        issues: [{ path: "type", message: `unknown block type "${block.type}"` }],
      });
      continue;
    }
    const parsed = registration.schema.safeParse(block.props);
    if (parsed.success) valid.push({ ...block, props: parsed.data as Record<string, unknown> });
    else {
      problems.push({
        blockId: block.id,
        type: block.type,
        reason: "invalidProps",
        issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(props)", message: i.message })),
      });
    }
  }
  return { valid, problems };
}
