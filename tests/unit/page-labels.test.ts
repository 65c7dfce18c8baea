import { describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enPages from "../../locales/en/pages.json" with { type: "json" };
import zhCommon from "../../locales/zh/common.json" with { type: "json" };
import zhPages from "../../locales/zh/pages.json" with { type: "json" };
import { defaultSiteMenu } from "../../schemas/menu-default";
import { demoContent } from "../../server/db/seed/demo-content";

/**
 * One name per page in each language (issue 24 item 10): the menu's link, the page's own title (its
 * column) and the built-in texts say the same words. Case may differ ("About us" / "About Us").
 */
const ROUTES = ["about", "protein", "testingServices", "consult", "contact"] as const;
const COMMON = { zh: zhCommon, en: enCommon };
const PAGES = { zh: zhPages, en: enPages };
const same = (s: string) => s.toLocaleLowerCase();

describe("page labels", () => {
  for (const lang of ["zh", "en"] as const)
    it(`agree between the menu, the page title and the built-in texts in ${lang}`, () => {
      const menu = defaultSiteMenu().header;
      for (const route of ROUTES) {
        const entry = menu.find((e) => e.link.kind === "route" && e.link.route === route);
        const column = demoContent.columns.find((c) => c.code === route);
        expect(entry, route).toBeDefined();
        expect(column, route).toBeDefined();
        const name = same(entry?.label[lang] ?? "");
        expect(same(column?.title[lang] ?? ""), `${route}: column title`).toBe(name);
        expect(same(COMMON[lang].nav[route]), `${route}: nav.${route}`).toBe(name);
        expect(same(PAGES[lang][route].title), `${route}: pages:${route}.title`).toBe(name);
      }
    });
});
