import { describe, expect, it } from "vitest";
import { isPersonalPage } from "./personal-pages";

describe("isPersonalPage", () => {
  it("is true for the customer's pages only", () => {
    for (const p of ["/user/", "/user", "/sampleTesting/", "/dataComparison"]) expect(isPersonalPage(p), p).toBe(true);
    for (const p of ["/", "/contact/", "/users/", "/login/", "/admin/lab", "/verify/", "/consult/3"])
      expect(isPersonalPage(p), p).toBe(false);
  });
});
