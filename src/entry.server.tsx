import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createEmotion } from "./emotion/emotion-server";
import { detectLang } from "./i18n/detect-lang";
import { createI18n } from "./i18n/i18n";

/** Per request: the visitor's language and a fresh emotion cache, so the HTML is complete and styled. */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const i18n = createI18n(detectLang(request));
  const { cache, injectStyles } = createEmotion();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>
    </I18nextProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  return new Response(`<!DOCTYPE html>${injectStyles(html)}`, { status: responseStatusCode, headers: responseHeaders });
}
