import { useInsertionEffect } from "react";
import { documentNonce } from "../security/nonce";

/**
 * Puck injects its canvas styles (drop-zone outlines, empty-slot heights) into the preview frame,
 * and dnd-kit its drag styles into the page, as `<style>` elements made with
 * `document.createElement("style")`, and neither takes a nonce: the site's CSP (decision 050)
 * refused all of them (decision 117). While the editor is mounted, `createElement` of the given
 * document stamps this response's nonce on the `<style>` elements it makes. The nonce is readable
 * by any script of the page already (`documentNonce` reads it), so this gives scripts nothing new;
 * styles in injected markup stay refused. Only this document object is changed, and it is restored.
 */
export function stampStyleNonce(doc: Document, nonce: string): () => void {
  if (!nonce || Object.hasOwn(doc, "createElement")) return () => {};
  const create = doc.createElement;
  const stamped = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const el = create.call(this, tagName, options);
    if (tagName.toLowerCase() === "style") el.setAttribute("nonce", nonce);
    return el;
  } as Document["createElement"];
  Object.defineProperty(doc, "createElement", { value: stamped, configurable: true, writable: true });
  return () => {
    delete (doc as Partial<Pick<Document, "createElement">>).createElement;
  };
}

/**
 * Stamps the nonce on `<style>` elements `doc` makes while the calling component is mounted. An
 * insertion effect, so it runs before the insertion effects of the components around it (Puck's
 * style injection) in the same commit.
 */
export function useStyleNonce(doc: Document | undefined) {
  useInsertionEffect(() => (doc ? stampStyleNonce(doc, documentNonce()) : undefined), [doc]);
}
