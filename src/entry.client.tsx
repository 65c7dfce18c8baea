import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadLazyBlocksIn } from "../blocks/lazy-block";
import { parseLang } from "../schemas/lang";
import { HydrateBlocksAtOnce } from "./blocks/hydrate-blocks-at-once";
import { ClientCacheProvider } from "./emotion/emotion-client";
import { createI18n, tFor } from "./i18n/i18n";
import { notify } from "./layout/toaster";
import { installChunkReloadGuard } from "./navigation/chunk-reload-guard";
import { currentLang } from "./portal/browser-portal";
import { documentNonce, NonceProvider } from "./security/nonce";

installChunkReloadGuard(() => notify({ type: "error", message: tFor(currentLang())("pages:error.message") }));

// The server already chose the language and wrote it on <html lang>: start in it, no flash.
const i18n = createI18n(parseLang(document.documentElement.lang) ?? "en");

// The page's on-demand blocks are fetched first (their chunks are small): hydrating them with their
// code at hand keeps their server HTML; without it React showed the empty fallback for a moment and
// the page jumped (decision 091). A failed fetch does not hold hydration: the block's own error
// boundary shows it.
loadLazyBlocksIn(document).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <NonceProvider value={documentNonce()}>
            <ClientCacheProvider>
              <HydrateBlocksAtOnce>
                <HydratedRouter />
              </HydrateBlocksAtOnce>
            </ClientCacheProvider>
          </NonceProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  }),
);
