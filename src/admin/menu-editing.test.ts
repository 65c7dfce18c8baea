import { describe, expect, it } from "vitest";
import { SiteMenuSchema } from "../../schemas/menu";
import { defaultSiteMenu } from "../../schemas/menu-default";
import { copyTree, linkOfKind, moveItem } from "./menu-editing";

describe("menu editing", () => {
  it("moves an item one place and leaves the list alone at its ends", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("changes a link's kind keeping its page where it can", () => {
    expect(linkOfKind("anchor", { kind: "route", route: "protein" }, undefined)).toEqual({ kind: "anchor", route: "protein", anchor: "" });
    expect(linkOfKind("anchor", { kind: "route", route: "consult" }, undefined)).toEqual({ kind: "anchor", route: "about", anchor: "" });
    expect(linkOfKind("route", { kind: "anchor", route: "contact", anchor: "x" }, undefined)).toEqual({ kind: "route", route: "contact" });
    expect(linkOfKind("page", { kind: "route", route: "home" }, "guide")).toEqual({ kind: "page", slug: "guide" });
  });

  it("copies a tree with new ids and the same labels and links", () => {
    const menu = defaultSiteMenu();
    const footer = copyTree(menu.header);
    expect(footer.map((e) => e.label)).toEqual(menu.header.map((e) => e.label));
    expect(footer[0]?.id).not.toBe(menu.header[0]?.id);
    expect(SiteMenuSchema.safeParse({ header: menu.header, footer }).success).toBe(true);
  });
});
