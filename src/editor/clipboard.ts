import { useSyncExternalStore } from "react";
import { type Block, BlockSchema } from "../../schemas/page";

/** Copied blocks live in localStorage, so they can be pasted into another page (or another tab). */
const KEY = "editor.clipboard";
const listeners = new Set<() => void>();

export function copyBlock(block: Block): void {
  window.localStorage.setItem(KEY, JSON.stringify(block));
  for (const l of listeners) l();
}

export function readClipboard(): Block | null {
  try {
    const parsed = BlockSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The copied block's type (null when nothing usable was copied). */
export function useClipboardType(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readClipboard()?.type ?? null,
    () => null,
  );
}
