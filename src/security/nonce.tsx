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

/**
 * zod 4 probes `new Function` when it builds an object schema, to compile fast parsers; the CSP
 * forbids eval and the browser reports the probe as a violation. zod reads its configuration from
 * `globalThis.__zod_globalConfig`, so this first script of the page turns that off before any
 * module defines a schema (decision 050). The server keeps the fast path.
 */
const ZOD_JITLESS = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
export function ZodJitlessScript() {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, nonce-carrying configuration script
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />;
}
