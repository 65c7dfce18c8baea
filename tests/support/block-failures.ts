import { vi } from "vitest";

/**
 * Catches what a block's error boundary reports (src/blocks/block-boundary.tsx) while a test renders
 * blocks: the boundary turns a throwing component into an empty block, so a test waiting for the
 * block's content would time out and say nothing of why. Tests stop waiting when a block failed and
 * rethrow its error.
 */
export function watchBlockFailures(): { failures: unknown[]; rethrow(): void; restore(): void } {
  const failures: unknown[] = [];
  const original = console.error;
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && /^block ".*" \(.*\) failed to render/.test(args[0])) failures.push(args[1]);
    else original(...args);
  });
  return {
    failures,
    rethrow() {
      if (failures.length > 0) throw failures[0];
    },
    restore: () => spy.mockRestore(),
  };
}
