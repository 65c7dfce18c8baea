import { describe, expect, it } from "vitest";
import { NewsListPropsSchema, newsList } from "./index";

const defaults = newsList.defaults as Record<string, unknown>;

describe("newsList block props", () => {
  it("accepts its defaults", () => {
    expect(NewsListPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["zero articles", { count: 0 }],
    ["thirteen articles", { count: 13 }],
    ["a category code with spaces", { categoryCode: "company news" }],
  ])("refuses %s", (_, change) => {
    expect(NewsListPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
