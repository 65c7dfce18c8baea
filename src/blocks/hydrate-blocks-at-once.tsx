import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

const BlocksHydratedContext = createContext(false);

/**
 * Every block sits in its own Suspense boundary (block-boundary.tsx), and React hydrates such
 * boundaries at idle priority, after the page's first commit, when nothing asks for them sooner.
 * This provider's value changes after that commit, in a transition. React cannot tell whether
 * anything inside a boundary it has not hydrated yet reads the value, so it hydrates every such
 * boundary as part of that update, in slices that leave the main thread free between them.
 * `useBlocksHydrated` is true once the update is committed, so every block is hydrated by then
 * (decisions 091 and 095; hydrate-blocks-at-once.test.tsx).
 */
export function HydrateBlocksAtOnce({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <BlocksHydratedContext.Provider value={hydrated}>{children}</BlocksHydratedContext.Provider>;
}

/** True once every block on the page is hydrated (always false on the server). */
export function useBlocksHydrated() {
  return useContext(BlocksHydratedContext);
}
