import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLazyBlocksIn } from "../blocks/lazy-block";
import { NAMESPACES } from "../locales/namespaces";
import { parseLang } from "../schemas/lang";
import { HydrateBlocksAtOnce } from "./blocks/hydrate-blocks-at-once";
import { createI18nInstance } from "./i18n/instance";
import { ensureTexts, readPageTexts } from "./i18n/page-texts";
import { I18nextProvider } from "./i18n/react";
import { provideTexts, tFor } from "./i18n/t-for";
import { notify } from "./layout/toaster";
import { installChunkReloadGuard } from "./navigation/chunk-reload-guard";
import { currentLang } from "./portal/browser-portal";
import { documentNonce, NonceProvider } from "./security/nonce";

installChunkReloadGuard(() => notify({ type: "error", message: tFor(currentLang())("pages:error.message") }));

// The server already chose the language, wrote it on <html lang> and put its texts into the page
// (decisions 105, 186): i18next starts in it, synchronously, no flash and no fetch.
const lang = parseLang(document.documentElement.lang) ?? "en";
const pageTexts = readPageTexts(document);
const i18n = createI18nInstance({ resources: pageTexts ? { [lang]: pageTexts } : {}, lang, defaultNamespace: NAMESPACES[0] });
provideTexts(i18n);

// The page's on-demand blocks are fetched first (their chunks are small): hydrating them with their
// code at hand keeps their server HTML; without it React showed the empty fallback for a moment and
// the page jumped (decision 091). A failed fetch does not hold hydration: the block's own error
// boundary shows it.
// The texts are fetched only for a page without them (none of the site's own); a failure shows keys
// rather than holding the page without script.
Promise.all([loadLazyBlocksIn(document), ensureTexts(i18n, lang).catch(() => {})]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <NonceProvider value={documentNonce()}>
            <HydrateBlocksAtOnce>
              <HydratedRouter />
            </HydrateBlocksAtOnce>
          </NonceProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  }),
);
