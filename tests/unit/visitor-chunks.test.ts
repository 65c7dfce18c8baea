import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BLOCK_PAGE_ROUTES, computeChunkGroups, MARKETING_ROUTES } from "../../build-tools/visitor-chunks.mjs";

/**
 * A build as rolldown's default chunking leaves it (decision 103): `shared` is loaded by every
 * route, `blocks` by the block pages, `news` by the news pages and (through the news list) the
 * home page, `admin` by a back-office route only.
 */
function fakeBuild() {
  // Inside the project: Vitest's module runner imports the fake server build from there.
  fs.mkdirSync(".tmp", { recursive: true });
  const dir = path.resolve(fs.mkdtempSync(path.join(".tmp", "visitor-chunks-test-")));
  const chunk = (file: string, modules: string[], imports: string[] = []) => ({
    file: `assets/${file}.js`,
    imports: imports.map((i) => `assets/${i}.js`),
    modules: Object.fromEntries(modules.map((m) => [m, 100])),
  });
  const routeIds = [...MARKETING_ROUTES, "adminNews"];
  const routeChunk = (id: string) => {
    const deps = ["shared"];
    if (BLOCK_PAGE_ROUTES.includes(id)) deps.push("blocks");
    if (!BLOCK_PAGE_ROUTES.includes(id) && MARKETING_ROUTES.includes(id)) deps.push("news");
    if (id === "index") deps.push("news");
    if (id === "adminNews") deps.push("admin");
    return chunk(id, [`src/routes/${id}.tsx`], deps);
  };
  const chunks = [
    chunk("entry", ["src/entry.client.tsx"], ["shared"]),
    chunk("root", ["src/root.tsx"], ["shared"]),
    chunk("shared", ["node_modules/react-dom/index.js", "src/layout/site-header.tsx"]),
    chunk("blocks", ["blocks/faq/faq-accordion.tsx"]),
    chunk("news", ["src/content/news-card.tsx"]),
    chunk("admin", ["src/admin/admin-list.tsx"]),
    ...routeIds.map(routeChunk),
  ];
  const assets = {
    entry: { module: "/assets/entry.js", imports: [] },
    routes: Object.fromEntries([
      ["root", { module: "/assets/root.js", imports: [] }],
      ...routeIds.map((id) => [id, { module: `/assets/${id}.js`, imports: [] }]),
    ]),
  };
  fs.mkdirSync(path.join(dir, "server"));
  fs.writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }');
  fs.writeFileSync(path.join(dir, "server", "index.js"), `export const assets = ${JSON.stringify(assets)};`);
  fs.writeFileSync(path.join(dir, "bundle-map.json"), JSON.stringify({ chunks }));
  return dir;
}

const dir = fakeBuild();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("visitor chunk groups (decision 103)", () => {
  it("groups what every marketing page loads with what the news pages load, then what every block page adds; never entries or back-office modules", async () => {
    const groups = await computeChunkGroups(dir);
    expect(groups).toEqual({
      site: ["node_modules/react-dom/index.js", "src/content/news-card.tsx", "src/layout/site-header.tsx"],
      blocks: ["blocks/faq/faq-accordion.tsx"],
    });
  });
});
