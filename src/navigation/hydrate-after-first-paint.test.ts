import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

// The end of a page as React Router 7.18 writes it (manifest shortened); the e2e test "a page
// preloads all its modules at once…" in seo-cache.e2e.ts checks the installed version's served pages.
const routeModulesScript = `<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-M6aXupVa.js";
import * as route1 from "/assets/about-DMboF2RV.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-BwL5lFms.js", "imports": [] },
  "url": "/assets/manifest-c8395faa.js",
  "version": "c8395faa"
};
  window.__reactRouterRouteModules = {"root":route0,"about":route1};

import("/assets/entry.client-BwL5lFms.js");</script>`;
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-BwL5lFms.js" nonce="abc"/><link rel="modulepreload" href="/assets/jsx-runtime-3yImREuL.js" nonce="abc"/><link rel="modulepreload" href="/assets/react-dom-D1hXHAWd.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-M6aXupVa.js" nonce="abc"/><link rel="modulepreload" href="/assets/about-DMboF2RV.js" nonce="abc"/><link rel="modulepreload" href="/assets/jsx-runtime-3yImREuL.js" nonce="abc"/></head><body><main>Hi</main><script nonce="abc">window.__reactRouterContext = {};</script>${routeModulesScript}<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;

const scriptBody = (html: string) => /<script nonce="abc" type="module" async="">([^<]*)<\/script>/.exec(html)?.[1] ?? "";

describe("hydrateAfterFirstPaint", () => {
  const out = hydrateAfterFirstPaint(page);
  const body = scriptBody(out);

  it("imports the route modules only after the first frame, under the same names", () => {
    expect(body).not.toMatch(/import \* as/);
    expect(body.indexOf(AFTER_FIRST_PAINT)).toBeGreaterThanOrEqual(0);
    expect(body).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-M6aXupVa.js"), import("/assets/about-DMboF2RV.js")]);',
    );
    expect(body.indexOf(AFTER_FIRST_PAINT)).toBeLessThan(body.indexOf("const [route0"));
    expect(body.indexOf("const [route0")).toBeLessThan(body.indexOf("window.__reactRouterRouteModules"));
  });

  it("evaluates the preloaded shared chunks one by one first, in their order, each once", () => {
    expect(body).toContain(
      'for (const chunk of ["/assets/jsx-runtime-3yImREuL.js","/assets/react-dom-D1hXHAWd.js"]) { await import(chunk); await nextTask(); }',
    );
    expect(body.indexOf("for (const chunk of")).toBeLessThan(body.indexOf("const [route0"));
  });

  it("evaluates the grouped files of visitors' pages each after the ones it imports, then the others in their order", () => {
    const preloads = ["site-C59Fp4K-", "other-AAAAAAAA", "react-BumQPdNa", "rolldown-runtime-COiEfhsA", "block-pages-DdZdJ27m"]
      .map((name) => `<link rel="modulepreload" href="/assets/${name}.js" nonce="abc"/>`)
      .join("");
    const grouped = scriptBody(hydrateAfterFirstPaint(page.replace("</head>", `${preloads}</head>`)));
    const order = /for \(const chunk of (\[[^\]]*\])\)/.exec(grouped)?.[1] ?? "[]";
    expect((JSON.parse(order) as string[]).map((url) => url.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""))).toEqual([
      "rolldown-runtime",
      "react",
      "site",
      "block-pages",
      "jsx-runtime",
      "react-dom",
      "other",
    ]);
  });

  it("fetches every module the page preloaded all at once right after the first frame, not from <head> (decision 112)", () => {
    expect(out).not.toContain('rel="modulepreload"');
    const list =
      /for \(const href of (\[[^\]]*\])\) \{ const link = document\.createElement\("link"\); link\.rel = "modulepreload"; link\.href = href; document\.head\.append\(link\); \}/.exec(
        body,
      );
    expect(JSON.parse(list?.[1] ?? "null")).toEqual([
      "/assets/entry.client-BwL5lFms.js",
      "/assets/jsx-runtime-3yImREuL.js",
      "/assets/react-dom-D1hXHAWd.js",
      "/assets/root-M6aXupVa.js",
      "/assets/about-DMboF2RV.js",
    ]);
    expect(body.indexOf(AFTER_FIRST_PAINT)).toBeLessThan(list?.index ?? -1);
    expect(list?.index ?? Number.POSITIVE_INFINITY).toBeLessThan(body.indexOf("for (const chunk of"));
  });

  it("keeps the rest of the page and of the script as it was", () => {
    expect(body).toContain('window.__reactRouterRouteModules = {"root":route0,"about":route1};');
    expect(body).toContain('import("/assets/entry.client-BwL5lFms.js");');
    expect(out.replace(body, "")).toBe(page.replace(scriptBody(page), "").replace(/<link rel="modulepreload"[^>]*>/g, ""));
  });

  it("writes a script the browser can parse", () => {
    // No static import is left, so as the body of an async function it parses like the module does.
    expect(() => new Function(`return async () => {${body}}`)).not.toThrow();
    expect(() => new Function(`return async () => {${body}})`)).toThrow(SyntaxError);
  });

  it("leaves a page without React Router's script, or with a script of another shape, unchanged", () => {
    const noScript = "<!DOCTYPE html><html><body><main>Hi</main></body></html>";
    expect(hydrateAfterFirstPaint(noScript)).toBe(noScript);
    const withOtherImport = page.replace(";\nimport * as route0", ';import "/assets/manifest-c8395faa.js";\nimport * as route0');
    expect(hydrateAfterFirstPaint(withOtherImport)).toBe(withOtherImport);
  });
});
