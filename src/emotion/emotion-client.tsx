import { CacheProvider, type EmotionCache } from "@emotion/react";
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";
import { documentNonce } from "../security/nonce";
import { createEmotionCache } from "./emotion-cache";

const ClientStyleContext = createContext<{ reset: () => void }>({ reset: () => {} });

/** Browser side of Chakra's SSR recipe: a fresh cache that adopts the server's style tags. */
export function ClientCacheProvider({ children }: { children: ReactNode }) {
  const [cache, setCache] = useState(() => createEmotionCache(documentNonce()));
  const context = useMemo(() => ({ reset: () => setCache(createEmotionCache(documentNonce())) }), []);
  return (
    <ClientStyleContext.Provider value={context}>
      <CacheProvider value={cache}>{children}</CacheProvider>
    </ClientStyleContext.Provider>
  );
}

const useSafeLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

export function useInjectStyles(cache: EmotionCache) {
  const styles = useContext(ClientStyleContext);
  const pending = useRef(true);
  useSafeLayoutEffect(() => {
    if (!pending.current) return;
    cache.sheet.container = document.head;
    const tags = cache.sheet.tags;
    cache.sheet.flush();
    for (const tag of tags) (cache.sheet as unknown as { _insertTag(t: HTMLStyleElement): void })._insertTag(tag);
    styles.reset();
    pending.current = false;
  }, []);
}
