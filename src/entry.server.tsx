import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { CacheProvider } from "@emotion/react";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { BlockRenderErrorContext, type BlockRenderErrorReport } from "./blocks/block-boundary";
import { createEmotion } from "./emotion/emotion-server";
import { detectLang } from "./i18n/detect-lang";
import { createI18n } from "./i18n/i18n";
import { I18nextProvider } from "./i18n/react";
import { provideTexts } from "./i18n/t-for";
import { hydrateAfterFirstPaint } from "./navigation/hydrate-after-first-paint";
import { NonceProvider } from "./security/nonce";

// Meta functions and the server's portal client translate outside React's tree, in either language.
provideTexts(createI18n("en"));

/** Longest wait for a page's data before the render is aborted. */
export const streamTimeout = 10_000;

/**
 * Per request: the visitor's language and a fresh emotion cache. The whole document is rendered
 * (React Router's data transfer scripts included, which need a streaming render), then the
 * critical CSS is inserted, so the HTML is complete and styled before any JavaScript runs, and
 * the app's modules are evaluated only after the browser has painted it (decision 100).
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
  const reportBlock: BlockRenderErrorReport = (block) =>
    loadContext.log("error", { ...block, url: request.url }, "block not rendered: its component threw");
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared as soon as the render settles: a pending timer keeps `abort`, and with it the whole
    // render, alive for 11 s (under load, some 200 finished renders at a time; decision 094).
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <CacheProvider value={cache}>
            <BlockRenderErrorContext.Provider value={reportBlock}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </BlockRenderErrorContext.Provider>
          </CacheProvider>
        </NonceProvider>
      </I18nextProvider>,
      {
        // React's own inline scripts, and the style resources it hoists (the layer order, root.tsx).
        nonce: nonce ? { script: nonce, style: nonce } : undefined,
        // The whole document is sent at once (onAllReady), so nothing is worth streaming separately:
        // React would otherwise move big Suspense boundaries (every block has one) behind an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.append("Vary", "Cookie, Accept-Language");
            // React writes `<!DOCTYPE html>` itself before a root <html>.
            resolve(new Response(hydrateAfterFirstPaint(injectStyles(html)), { status, headers: responseHeaders }));
          }, reject);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        // Shell errors reject (React Router then renders the error page with 500). Errors that reach
        // onError alone were caught by a Suspense boundary (every block has one): React rendered its
        // fallback and the rest of the page is sound, so the status stays.
        onError(error) {
          // Through the server's logger (pino), tagged with this request's id; src/ never imports server/.
          loadContext.log("error", { err: error, path: new URL(request.url).pathname }, "render error");
        },
      },
    );
    timeout = setTimeout(() => {
      status = 500;
      abort();
    }, streamTimeout + 1000);
  });
}

/** Errors thrown by loaders and actions: logged with the request id instead of React Router's console.error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router wraps some errors in a route error response; its private `error` holds the original.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = wrapped ?? error;
  (context as AppLoadContext).log("error", { err, path: new URL(request.url).pathname }, "request error");
};
