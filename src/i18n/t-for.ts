import type { Lang } from "../../schemas/lang";
import type { TFunction, Translator } from "./translator";

let provided: Translator | undefined;

/**
 * Sets the translator that code outside React's tree uses: the server's holds both languages
 * (entry.server.tsx), the browser's the page's language and any it switched to (entry.client.tsx).
 */
export function provideTexts(translator: Translator): void {
  provided = translator;
}

/** For code outside React's tree (meta functions, the portal client's fallback message). */
export function tFor(lang: Lang): TFunction {
  if (!provided) throw new Error("tFor() called before provideTexts()");
  return provided.getFixedT(lang);
}
