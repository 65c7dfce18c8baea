import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import { detectLang } from "../../src/i18n/detect-lang";
import { asBody, compress, type Encoding, negotiateEncoding } from "../http/compression";
import type { NonceVariables } from "../http/security-headers";
import { serverT } from "../i18n";
import { OPENAPI_PATH } from "./openapi-route";

export const API_REFERENCE_PATH = "/api-reference/";
const VIEWER_PATH = "/api-reference/scalar.js";

/** Scalar's self-contained browser build, from its npm package (never a CDN): only this page loads it. */
function viewerScript(): { bytes: Buffer; version: string } {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@scalar/api-reference"));
  const pkg = JSON.parse(fs.readFileSync(path.join(dist, "../package.json"), "utf8")) as { version: string };
  return { bytes: fs.readFileSync(path.join(dist, "browser/standalone.js")), version: pkg.version };
}

/** Scalar's light theme with its greys and accent colours darkened to 4.5:1 (WCAG AA; the site's axe check). */
const CONTRAST_CSS = `.light-mode {
  --scalar-color-2: #5e5e5e !important;
  --scalar-color-3: #666666 !important;
  --scalar-sidebar-color-2: #5e5e5e !important;
  --scalar-color-green: #00704a !important;
  --scalar-color-blue: #005a96 !important;
  --scalar-color-orange: #b03c00 !important;
  --scalar-color-red: #b00020 !important;
  --scalar-color-yellow: #7a5c00 !important;
  --scalar-color-purple: #6b3fa0 !important;
}`;

/**
 * Scalar's copy buttons in code blocks have no text: each gets the page's translated name as it
 * appears (the viewer renders operations lazily).
 */
const nameCopyButtons = (label: string) => `new MutationObserver(() => {
  for (const b of document.querySelectorAll('button[class*="copy-button"]:not([aria-label])')) b.setAttribute("aria-label", ${JSON.stringify(label)});
}).observe(document.body, { childList: true, subtree: true });`;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The integrators' reference page (decision 200): Scalar renders `/api/openapi.json`. Its scripts carry
 * the request's nonce. It writes `<style>` elements without one, so this page alone allows inline
 * styles (decision 073's switch; scripts stay nonce-only). Zod inside it is told not to probe for
 * `Function` (a JIT test the CSP would refuse). Fonts are the system's (no font CDN), the request
 * client and its proxy are off: the page makes no request outside this origin.
 */
export function apiReferenceRoutes<V extends NonceVariables>(): Hono<{ Variables: V }> {
  const r = new Hono<{ Variables: V }>();
  let viewer: ReturnType<typeof viewerScript> | null = null;
  const loadViewer = () => {
    viewer ??= viewerScript();
    return viewer;
  };
  // 4 MB of script: compressed once per encoding, kept (about 1 MB each).
  const encoded = new Map<Encoding, Promise<Buffer>>();
  r.get(VIEWER_PATH, async (c) => {
    const encoding = negotiateEncoding(c.req.header("accept-encoding") ?? null);
    const headers: Record<string, string> = {
      "Content-Type": "text/javascript; charset=utf-8",
      // The URL names the package version (`?v=`), so a new version is a new URL.
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    };
    if (!encoding) return c.body(new Uint8Array(loadViewer().bytes), 200, headers);
    if (!encoded.has(encoding)) encoded.set(encoding, compress(loadViewer().bytes, encoding, "fast"));
    const body = await (encoded.get(encoding) as Promise<Buffer>);
    return c.body(asBody(body), 200, { ...headers, "Content-Encoding": encoding });
  });
  r.get("/api-reference", (c) => c.redirect(API_REFERENCE_PATH, 301));
  r.get(API_REFERENCE_PATH, (c) => {
    const lang = detectLang(c.req.raw);
    const t = serverT(lang);
    const nonce = c.get("cspNonce");
    c.set("cspInlineStyles", true as V["cspInlineStyles"]);
    const config = {
      url: OPENAPI_PATH,
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      documentDownloadType: "json",
      localization: { locale: lang === "zh" ? "zh-CN" : "en" },
      forceDarkModeState: "light",
      hideDarkModeToggle: true,
      // Scalar's hosted extras (an AI agent, MCP generation, its developer toolbar) appear on localhost
      // by default; none belongs on a lab's reference page, and none may call out.
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
    };
    const html = `<!doctype html>
<html lang="${lang === "zh" ? "zh-CN" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("admin:apiReference.title"))}</title>
<meta name="description" content="${escapeHtml(t("admin:apiReference.description"))}">
<style>${CONTRAST_CSS}</style>
</head>
<body>
<noscript><p>${escapeHtml(t("admin:apiReference.noScript"))}</p></noscript>
<div id="app"></div>
<script nonce="${nonce}">globalThis.__zod_globalConfig = { jitless: true };
${nameCopyButtons(t("admin:apiReference.copy"))}</script>
<script nonce="${nonce}" src="${VIEWER_PATH}?v=${encodeURIComponent(loadViewer().version)}"></script>
<script nonce="${nonce}">Scalar.createApiReference("#app", ${scriptJson(config)});</script>
</body>
</html>
`;
    // A nonce is good for one response only.
    return c.html(html, 200, { "Cache-Control": "no-store" });
  });
  return r;
}
