import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { CacheProvider } from "@emotion/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createEmotion } from "./emotion/emotion-server";
import { detectLang } from "./i18n/detect-lang";
import { createI18n } from "./i18n/i18n";
import { NonceProvider } from "./security/nonce";

/** Longest wait for a page's data before the render is aborted. */
export const streamTimeout = 10_000;

/**
 * Per request: the visitor's language and a fresh emotion cache. The whole document is rendered
 * (React Router's data transfer scripts included, which need a streaming render), then the
 * critical CSS is inserted, so the HTML is complete and styled before any JavaScript runs.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const i18n = createI18n(detectLang(request));
  const { cache, injectStyles } = createEmotion(nonce);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <CacheProvider value={cache}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </CacheProvider>
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.append("Vary", "Cookie, Accept-Language");
            resolve(new Response(`<!DOCTYPE html>${injectStyles(html)}`, { status, headers: responseHeaders }));
          }, reject);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
