import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while the server renders and during hydration, true after: the session lives only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
