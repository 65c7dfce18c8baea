import { describe, expect, it } from "vitest";
import type { Column } from "../../schemas/entities";
import { columnText } from "./column-text";

const column = (customFieldList: string): Column => ({
  columnCode: "index",
  columnTitle: "首页",
  columnDesc: "中文描述",
  columnKeyword: "乳铁蛋白",
  image: "",
  imageFocus: null,
  phoneImage: "",
  phoneImageFocus: null,
  overlay: 70,
  customFieldList,
});

describe("column text", () => {
  const english = JSON.stringify([
    { field: "columnTitleEn", value: "Home" },
    { field: "columnDescEn", value: "English description" },
    { field: "columnKeywordEn", value: "lactoferrin" },
  ]);

  it("uses the English custom fields in English", () => {
    expect(columnText(column(english), "en")).toEqual({ title: "Home", description: "English description", keywords: "lactoferrin" });
  });

  it("uses the Chinese fields in Chinese", () => {
    expect(columnText(column(english), "zh")).toEqual({ title: "首页", description: "中文描述", keywords: "乳铁蛋白" });
  });

  it("falls back to columnKeyword when columnKeywordEn is empty or missing", () => {
    const partial = JSON.stringify([
      { field: "columnTitleEn", value: "Home" },
      { field: "columnKeywordEn", value: "" },
    ]);
    expect(columnText(column(partial), "en")).toEqual({ title: "Home", description: "中文描述", keywords: "乳铁蛋白" });
  });

  it("survives a malformed customFieldList", () => {
    expect(columnText(column("{oops"), "en").title).toBe("首页");
    expect(columnText(column('{"field":1}'), "en").title).toBe("首页");
  });
});
