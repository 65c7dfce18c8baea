import createCache from "@emotion/cache";

/** Emotion's style tags carry the CSP nonce (decision 050); without it the browser refuses them. */
export function createEmotionCache(nonce?: string) {
  return createCache({ key: "css", nonce: nonce || undefined });
}
