import { describe, expect, it } from "vitest";
import { PERSONAL_PAGE_SEGMENTS } from "../../src/session/personal-pages";
import { isPersonalPath } from "./cache-policy";

describe("the page cache's personal paths", () => {
  it("include every customer page the session code treats as personal, as a page and as route data", () => {
    for (const segment of PERSONAL_PAGE_SEGMENTS) {
      expect(isPersonalPath(`/${segment}`)).toBe(true);
      expect(isPersonalPath(`/${segment}/`)).toBe(true);
      expect(isPersonalPath(`/${segment}.data`)).toBe(true);
    }
  });

  it("include the login, back-office and verification pages, and nothing that merely starts alike", () => {
    expect(["/login/", "/admin/pages", "/verify/", "/login.data"].filter(isPersonalPath)).toHaveLength(4);
    expect(["/", "/about/", "/users-guide/", "/p/verify-me", "/userx"].filter(isPersonalPath)).toEqual([]);
  });
});
