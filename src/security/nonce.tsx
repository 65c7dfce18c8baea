import { createContext, useContext } from "react";

/**
 * This response's CSP nonce (decision 050). The server gets it from the load context; the browser
 * reads it back from the scripts the server rendered (browsers expose it only as the `nonce` property).
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

export function documentNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
