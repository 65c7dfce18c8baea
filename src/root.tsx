import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { HTML_LANG, parseLang } from "../schemas/lang";
import type { Route } from "./+types/root";
import { PageTextsScript } from "./i18n/page-texts-script";
import { useTranslation } from "./i18n/react";
import { ErrorView } from "./layout/error-view";
import { NotFoundCountdown } from "./layout/not-found/countdown";
import { StayControl } from "./layout/not-found/stay-control";
import { NotFoundView } from "./layout/not-found-view";
import { SiteChrome } from "./layout/site-chrome";
import { Toaster } from "./layout/toaster";
import { useAnchorSettle } from "./navigation/use-anchor-settle";
import { useIdlePrefetch } from "./navigation/use-idle-prefetch";
import { useRootData } from "./root-data";
import { loadRootData } from "./root-data.server";
import { useNonce, ZodJitlessScript } from "./security/nonce";
import { usePersistSiteData } from "./session/use-persist-site-data";
import { brandFontPreload } from "./styles/brand-font";
import { CSS_LAYER_ORDER } from "./styles/layer-order";
import { useMarkHydrated } from "./use-mark-hydrated";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/focus-ring.css";
import styles from "./root.module.css";

export const loader = ({ request, context }: Route.LoaderArgs) => loadRootData(request, context);

export const headers: Route.HeadersFunction = () => ({ Vary: "Cookie, Accept-Language" });

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const { i18n } = useTranslation();
  const lang = data?.lang ?? parseLang(i18n.language) ?? "en";
  return (
    <html lang={HTML_LANG[lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* A style resource (href + precedence): React puts it ahead of every stylesheet and matches it
            by name on hydration, wherever emotion puts its own styles on a Chakra page. */}
        <style href="css-layer-order" precedence="layer-order" nonce={nonce}>
          {CSS_LAYER_ORDER}
        </style>
        <ZodJitlessScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="portal-api-url" content={data?.publicPortalUrl ?? ""} />
        <link {...brandFontPreload} />
        <link rel="icon" href={data?.websiteInfo?.icon.url || "/favicon.ico"} />
        <Meta />
        <Links />
        {/* Where the Chakra pages' critical CSS goes (src/emotion/emotion-server.tsx), after the site's stylesheets. */}
        <meta name="emotion-insertion-point" content="emotion-insertion-point" />
      </head>
      <body>
        {children}
        <Toaster />
        <PageTextsScript lang={lang} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePersistSiteData();
  useMarkHydrated();
  useIdlePrefetch();
  useAnchorSettle();
  const { pathname } = useLocation();
  const notFound = useMatches().at(-1)?.id === "notFound";
  return (
    <NotFoundCountdown active={notFound} path={pathname}>
      <SiteChrome lead={notFound ? <StayControl /> : null}>
        <Outlet />
      </SiteChrome>
    </NotFoundCountdown>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // Only a server started with NODE_ENV=development says so (React Router's development mode).
  const details = useRootData()?.errorDetails && error instanceof Error ? (error.stack ?? error.message) : null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound)
    return (
      <NotFoundCountdown active path={location.pathname}>
        <SiteChrome lead={<StayControl />}>
          <NotFoundView path={location.pathname} />
        </SiteChrome>
      </NotFoundCountdown>
    );
  return (
    <SiteChrome>
      <ErrorView />
      {details && (
        <pre data-testid="error-details" className={styles.errorDetails}>
          {details}
        </pre>
      )}
    </SiteChrome>
  );
}
