import type { ConsultClass } from "../../../schemas/entities";
import type { Lang } from "../../../schemas/lang";
import { pickLang } from "../../../schemas/localize-text";
import type { MenuItem, MenuRoute, MenuTreeName, SiteMenu, MenuLink as StoredLink } from "../../../schemas/menu";
import { defaultSiteMenu } from "../../../schemas/menu-default";
import { paths } from "../../paths";

/** One link as the header, footer and drawers show it. */
export interface MenuLink {
  key: string;
  label: string;
  to: string;
}
export interface MenuEntry extends MenuLink {
  children: MenuLink[];
}

const ROUTE_PATHS: Record<Exclude<MenuRoute, "detectionSteps">, () => string> = {
  home: paths.home,
  about: () => paths.about(),
  protein: () => paths.protein(),
  testingServices: paths.testingServices,
  sampleTesting: paths.sampleTesting,
  dataComparison: paths.dataComparison,
  consult: () => paths.consult(),
  contact: () => paths.contact(),
  privacy: paths.privacy,
  disclaimer: paths.disclaimer,
};

/** Where a menu link leads; null when it cannot be built (no detection step yet). */
export function menuHref(link: StoredLink, firstDetectionStepId: number | null): string | null {
  switch (link.kind) {
    case "route":
      if (link.route === "detectionSteps") return firstDetectionStepId != null ? paths.detectionSteps(firstDetectionStepId) : null;
      return ROUTE_PATHS[link.route]();
    case "anchor":
      return `${ROUTE_PATHS[link.route]()}#${link.anchor}`;
    case "page":
      return paths.customPage(link.slug);
    case "external":
      return link.url;
  }
}

/**
 * One of the site's menu trees (header or footer) as the layout shows it: labels in the page's
 * language (English falls back to Chinese), links built from their kind. An entry that lists the
 * news categories gets one sub-link per category with a code (name, or nameEn in English), after
 * its own. Without a menu from the portal, the built-in one (spec §2's five entries).
 */
export function buildMenu(
  menu: SiteMenu | null,
  tree: MenuTreeName,
  lang: Lang,
  classList: ConsultClass[],
  firstDetectionStepId: number | null,
): MenuEntry[] {
  const view = (item: MenuItem): MenuLink | null => {
    const to = menuHref(item.link, firstDetectionStepId);
    return to == null ? null : { key: item.id, label: pickLang(item.label.zh, item.label.en, lang), to };
  };
  const entries: MenuEntry[] = [];
  for (const entry of (menu ?? defaultSiteMenu())[tree]) {
    const top = view(entry);
    if (!top) continue;
    const children = entry.children.map(view).filter((c): c is MenuLink => c !== null);
    if (entry.newsCategories)
      for (const c of classList)
        if (c.code) children.push({ key: `${entry.id}-${c.code}`, label: pickLang(c.name, c.nameEn, lang), to: paths.consult(c.code) });
    entries.push({ ...top, children });
  }
  return entries;
}
