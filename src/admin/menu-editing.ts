import type { MenuEntry, MenuItem, MenuLink, MenuLinkKind, MenuTreeName, SiteMenu } from "../../schemas/menu";

/** A fresh item id (ids only key items; visitors never see them). */
export function newItemId(): string {
  return `m-${crypto.randomUUID().slice(0, 8)}`;
}

export function newItem(): MenuItem {
  return { id: newItemId(), label: { zh: "", en: "" }, link: { kind: "route", route: "home" }, visible: true };
}

export function newEntry(): MenuEntry {
  return { ...newItem(), newsCategories: false, children: [] };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [moved] = out.splice(index, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/** A link of another kind, keeping what can be kept (the page of a route link becomes the anchor's page). */
export function linkOfKind(kind: MenuLinkKind, from: MenuLink, firstPage: string | undefined): MenuLink {
  if (kind === from.kind) return from;
  switch (kind) {
    case "route":
      return { kind, route: from.kind === "anchor" ? from.route : "home" };
    case "anchor": {
      const route =
        from.kind === "route" && ["home", "about", "protein", "testingServices", "contact"].includes(from.route) ? from.route : "about";
      return { kind, route: route as "about", anchor: "" };
    }
    case "page":
      return { kind, slug: firstPage ?? "" };
    case "external":
      return { kind, url: "https://" };
  }
}

/** A copy of a tree with fresh ids, so the footer can start from the header without repeating its ids. */
export function copyTree(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((e) => ({ ...e, id: newItemId(), children: e.children.map((c) => ({ ...c, id: newItemId() })) }));
}

export type TreeUpdate = (entries: MenuEntry[]) => MenuEntry[];

export function withTree(menu: SiteMenu, tree: MenuTreeName, update: TreeUpdate): SiteMenu {
  return { ...menu, [tree]: update(menu[tree]) };
}
