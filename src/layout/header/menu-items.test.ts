import { describe, expect, it } from "vitest";
import type { SiteMenu } from "../../../schemas/menu";
import { defaultSiteMenu } from "../../../schemas/menu-default";
import { buildMenu } from "./menu-items";

const classes = [
  { code: "company", name: "公司新闻", nameEn: "Company news" },
  { code: null, name: "内部公告", nameEn: "Internal" },
  { code: "science", name: "科普知识", nameEn: "" },
];

describe("header menu", () => {
  it("has the five entries of spec §2 with the anchors of about and protein when the portal sent no menu", () => {
    const menu = buildMenu(null, "header", "en", classes, 7);
    expect(menu.map((m) => m.key)).toEqual(["about", "protein", "testingServices", "consult", "contact"]);
    expect(menu.map((m) => m.label)).toEqual(["About us", "Products", "Testing services", "News", "Contact us"]);
    expect(menu[0]?.children.map((c) => c.to)).toEqual(["/about/#introduce", "/about/#advantage", "/about/#mission", "/about/#problem"]);
    expect(menu[1]?.children.map((c) => c.to)).toEqual([
      "/protein/#introduce",
      "/protein/#ingredient",
      "/protein/#application",
      "/protein/#advantage",
      "/protein/#problem",
    ]);
    expect(menu[2]?.children.map((c) => c.to)).toContain("/sampleTesting/");
    expect(menu[2]?.children.map((c) => c.to)).toContain("/detectionSteps/7");
    expect(menu[4]?.children[0]?.to).toBe("/contact/#leaveMessage");
  });

  it("leaves out the detection-steps link while there is no step", () => {
    const links = buildMenu(null, "header", "zh", classes, null)[2]?.children.map((c) => c.to);
    expect(links).toEqual(["/testingServices/", "/sampleTesting/", "/dataComparison"]);
  });

  it("lists only news categories with a code, nameEn in English falling back to name", () => {
    const en = buildMenu(null, "header", "en", classes, null)[3]?.children ?? [];
    expect(en).toEqual([
      { key: "consult-company", label: "Company news", to: "/consult/?code=company" },
      { key: "consult-science", label: "科普知识", to: "/consult/?code=science" },
    ]);
    const zh = buildMenu(null, "header", "zh", classes, null)[3]?.children ?? [];
    expect(zh.map((c) => c.label)).toEqual(["公司新闻", "科普知识"]);
  });

  it("shows the tree the portal sent: page, external and anchor links, English falling back to Chinese", () => {
    const menu: SiteMenu = {
      ...defaultSiteMenu(),
      footer: [
        {
          id: "guide",
          label: { zh: "选购指南", en: "" },
          link: { kind: "page", slug: "buying-guide" },
          visible: true,
          newsCategories: false,
          children: [
            {
              id: "gov",
              label: { zh: "监管", en: "Regulator" },
              link: { kind: "external", url: "https://www.samr.gov.cn/" },
              visible: true,
            },
            { id: "faq", label: { zh: "问答", en: "FAQ" }, link: { kind: "anchor", route: "protein", anchor: "problem" }, visible: true },
          ],
        },
      ],
    };
    expect(buildMenu(menu, "footer", "en", classes, 1)).toEqual([
      {
        key: "guide",
        label: "选购指南",
        to: "/p/buying-guide",
        children: [
          { key: "gov", label: "Regulator", to: "https://www.samr.gov.cn/" },
          { key: "faq", label: "FAQ", to: "/protein/#problem" },
        ],
      },
    ]);
    expect(buildMenu(menu, "header", "en", classes, 1)).toHaveLength(5);
  });
});
