import type { z } from "zod";
import { blocksByType } from "../../blocks/index";
import type { Block } from "../../schemas/page";
import { slotNames } from "./block-tree";

export interface BlockProblem {
  blockId: string;
  type: string;
  reason: "unknownType" | "invalidProps";
  issues: Array<{ path: string; message: string }>;
}

export interface ValidateOptions {
  /** zod's error map for the reader's language (`z.locales.zhCN().localeError`); schema messages win. */
  error?: z.core.$ZodErrorMap;
}

/**
 * Splits blocks into those visitors may see (props parsed by their registration) and the problems.
 * Layout blocks are checked all the way down: an invalid child is dropped, its parent kept.
 */
export function validateBlocks(
  blocks: Block[],
  registry = blocksByType,
  options: ValidateOptions = {},
): { valid: Block[]; problems: BlockProblem[] } {
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
    const parsed = registration.schema.safeParse(block.props, options.error ? { error: options.error } : undefined);
    if (!parsed.success) {
      problems.push({
        blockId: block.id,
        type: block.type,
        reason: "invalidProps",
        issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(props)", message: i.message })),
      });
      continue;
    }
    const props = parsed.data as Record<string, unknown>;
    for (const name of slotNames(registration)) {
      const children = validateBlocks((props[name] ?? []) as Block[], registry, options);
      props[name] = children.valid;
      problems.push(...children.problems);
    }
    valid.push({ ...block, props });
  }
  return { valid, problems };
}
