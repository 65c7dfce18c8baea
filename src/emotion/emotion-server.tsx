import createEmotionServer from "@emotion/server/create-instance";
import { createEmotionCache } from "./emotion-cache";

const INSERTION_POINT = /<meta(\s)*name="emotion-insertion-point"(\s)*content="emotion-insertion-point"(\s)*\/>/;

/** A fresh emotion cache per request, and the critical CSS placed after the insertion-point meta. */
export function createEmotion(nonce: string) {
  const cache = createEmotionCache(nonce);
  const server = createEmotionServer(cache);
  function injectStyles(html: string) {
    // Visitors' pages have no Chakra and insert nothing (decision 115): no need to read the page.
    if (Object.keys(cache.inserted).length === 0) return html;
    const { styles } = server.extractCriticalToChunks(html);
    const tags = styles
      .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(" ")}" nonce="${nonce}">${css}</style>`)
      .join("");
    return html.replace(INSERTION_POINT, `<meta name="emotion-insertion-point" content="emotion-insertion-point"/>${tags}`);
  }
  return { cache, injectStyles };
}
