import { callToAction } from "./call-to-action";
import type { BlockRegistration } from "./define-block";

/**
 * The block registry: one line per block type. The renderer, the page loader's validation,
 * Storybook and the editor all read these registrations.
 */
export const blockRegistry: BlockRegistration[] = [callToAction];

export const blocksByType: ReadonlyMap<string, BlockRegistration> = new Map(blockRegistry.map((b) => [b.type, b]));
