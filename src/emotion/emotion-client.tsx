import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { documentNonce } from "../security/nonce";
import { createEmotionCache } from "./emotion-cache";

let pageCache: EmotionCache | undefined;

/**
 * Browser side of the server's critical CSS: one emotion cache for the page's life. Created before
 * hydration, it adopts the server's `<style data-emotion>` tags, so hydration inserts nothing twice.
 * (Chakra's SSR recipe swaps in a second cache after hydration; that re-rendered every styled
 * component once more, ~200 ms of main thread on this machine, and is not needed with React 19,
 * which leaves the head's style tags alone. Decision 095.) It lives outside React state: a
 * hydration React restarts would otherwise create and adopt it again each time (decision 107).
 * On the server the request's own cache, provided by entry.server, is used.
 */
export function ClientCacheProvider({ children }: { children: ReactNode }) {
  if (typeof document === "undefined") return children;
  pageCache ??= createEmotionCache(documentNonce());
  return <CacheProvider value={pageCache}>{children}</CacheProvider>;
}
