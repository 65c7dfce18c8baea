import { describe, expect, it } from "vitest";
import { paths, safeRedirect } from "./paths";

describe("login redirect", () => {
  it("keeps on-site paths with their query", () => {
    expect(safeRedirect("/user/?tab=detecting")).toBe("/user/?tab=detecting");
    expect(paths.login("/protein/")).toBe("/login/?redirect=%2Fprotein%2F");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/login/?redirect=/x"])(
    "refuses %s (goes home instead)",
    (value) => {
      expect(safeRedirect(value)).toBe("/");
    },
  );

  it("does not add a redirect to the home page or to the login page itself", () => {
    expect(paths.login("/")).toBe("/login/");
    expect(paths.login("/login/")).toBe("/login/");
    expect(paths.login()).toBe("/login/");
  });
});
