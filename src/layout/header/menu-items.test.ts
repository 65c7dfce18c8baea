import { describe, expect, it } from "vitest";
import { tFor } from "../../i18n/t-for";
import { buildMenu } from "./menu-items";

const classes = [
  { code: "company", name: "公司新闻", nameEn: "Company news" },
  { code: null, name: "内部公告", nameEn: "Internal" },
  { code: "science", name: "科普知识", nameEn: "" },
];

describe("header menu", () => {
  it("has the five entries of spec §2 with the anchors of about and protein", () => {
    const menu = buildMenu(tFor("en"), "en", classes, 7);
    expect(menu.map((m) => m.key)).toEqual(["about", "protein", "testingServices", "consult", "contact"]);
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

  it("lists only news categories with a code, nameEn in English falling back to name", () => {
    const en = buildMenu(tFor("en"), "en", classes, null)[3]?.children ?? [];
    expect(en).toEqual([
      { key: "consult-company", label: "Company news", to: "/consult/?code=company" },
      { key: "consult-science", label: "科普知识", to: "/consult/?code=science" },
    ]);
    const zh = buildMenu(tFor("zh"), "zh", classes, null)[3]?.children ?? [];
    expect(zh.map((c) => c.label)).toEqual(["公司新闻", "科普知识"]);
  });
});
