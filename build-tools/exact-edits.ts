/** One text replacement in a dependency's built code: `from` must occur exactly once. */
export type Edit = readonly [from: string, to: string];

/**
 * Applies `edits` in order. A `from` that does not occur exactly once means the dependency changed
 * under the patch: the answer names it instead of patching blindly.
 */
export function applyExactEdits(code: string, edits: readonly Edit[]): { code: string } | { error: string } {
  let out = code;
  for (const [from, to] of edits) {
    const count = out.split(from).length - 1;
    if (count !== 1) return { error: `expected one ${JSON.stringify(from)}, found ${count}` };
    out = out.replace(from, to);
  }
  return { code: out };
}
