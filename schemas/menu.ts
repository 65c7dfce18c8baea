import { z } from "zod";
import { PageSlugSchema } from "./page";

/**
 * The site's navigation (`content/menu/get`, `/api/admin/menu/{get,update}`): the header's and the
 * footer's menu trees, two levels deep. Each item names where it leads by kind, never by a raw path,
 * so every link a visitor can follow is checked: a route of the site, an anchor on one, a page an
 * editor created (`/p/{slug}`, which must exist) or an http(s) address elsewhere.
 */

/** The site's own routes a menu item may lead to (built by `paths`; `detectionSteps` is the first step). */
export const MENU_ROUTES = [
  "home",
  "about",
  "protein",
  "testingServices",
  "sampleTesting",
  "detectionSteps",
  "dataComparison",
  "consult",
  "contact",
  "privacy",
  "disclaimer",
] as const;
export type MenuRoute = (typeof MENU_ROUTES)[number];
/** Block pages: the routes whose sections carry anchors. */
export const ANCHOR_ROUTES = ["home", "about", "protein", "testingServices", "contact"] as const;
export type AnchorRoute = (typeof ANCHOR_ROUTES)[number];

export const MENU_LINK_KINDS = ["route", "anchor", "page", "external"] as const;
export type MenuLinkKind = (typeof MENU_LINK_KINDS)[number];

export const MENU_TREES = ["header", "footer"] as const;
export type MenuTreeName = (typeof MENU_TREES)[number];

export const MAX_MENU_ENTRIES = 10;
export const MAX_MENU_CHILDREN = 20;

// C0 and C1 control characters: never part of a label or an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const noControl = (v: string) => !CONTROL.test(v);

const label = (required: boolean) =>
  z
    .string()
    .trim()
    .max(40, "admin:menu.rules.labelTooLong")
    .refine(noControl, "admin:menu.rules.controlCharacters")
    .refine((v) => !required || v !== "", "admin:validation.required");
export const MenuLabelSchema = z.object({ zh: label(true), en: label(false) });

/** An absolute http(s) address with a host, at most 2000 characters, nothing invisible in it. */
export function isExternalUrl(v: string): boolean {
  if (!noControl(v) || /\s/.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const MenuLinkSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("route"), route: z.enum(MENU_ROUTES, "admin:menu.rules.route") }),
    z.object({
      kind: z.literal("anchor"),
      route: z.enum(ANCHOR_ROUTES, "admin:menu.rules.route"),
      anchor: z
        .string()
        .trim()
        .regex(/^[A-Za-z][\w-]{0,63}$/, "admin:menu.rules.anchor"),
    }),
    z.object({ kind: z.literal("page"), slug: PageSlugSchema.refine(noControl, "admin:menu.rules.page") }),
    z.object({
      kind: z.literal("external"),
      url: z.string().trim().max(2000, "admin:validation.tooLong2000").refine(isExternalUrl, "admin:menu.rules.external"),
    }),
  ],
  "admin:menu.rules.linkKind",
);
export type MenuLink = z.infer<typeof MenuLinkSchema>;

const MenuItemId = z.string().regex(/^[A-Za-z][\w-]{0,39}$/, "admin:menu.rules.id");
export const MenuItemSchema = z.object({
  id: MenuItemId,
  label: MenuLabelSchema,
  link: MenuLinkSchema,
  visible: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuEntrySchema = MenuItemSchema.extend({
  /** Lists the news categories (from the back office's categories) after its own sub-links. */
  newsCategories: z.boolean(),
  children: z.array(MenuItemSchema).max(MAX_MENU_CHILDREN, "admin:menu.rules.tooManyChildren"),
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

const MenuTreeSchema = z
  .array(MenuEntrySchema)
  .max(MAX_MENU_ENTRIES, "admin:menu.rules.tooManyEntries")
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const items: Array<[MenuItem, (string | number)[]]> = [
        [entry, [i, "id"]],
        ...entry.children.map((c, j): [MenuItem, (string | number)[]] => [c, [i, "children", j, "id"]]),
      ];
      for (const [item, path] of items) {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", message: "admin:menu.rules.duplicateId", path });
        seen.add(item.id);
      }
    });
  });

export const SiteMenuSchema = z.object({ header: MenuTreeSchema, footer: MenuTreeSchema });
export type SiteMenu = z.infer<typeof SiteMenuSchema>;

/** 0 while the site still shows the built-in menu (never saved); a save names the version it loaded. */
export const MenuVersionSchema = z.coerce.number().int().min(0).max(2_147_483_647);
export const MenuUpdateRequestSchema = z.object({ version: MenuVersionSchema, menu: SiteMenuSchema });

/** `/api/admin/menu/get` and `update`: the menu as stored, and for each linked page whether visitors can open it. */
export const AdminMenuSchema = z.object({
  menu: SiteMenuSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Pages editors created (slug, title, published or not), for the page picker. */
  pages: z.array(z.object({ slug: z.string(), title: z.object({ zh: z.string(), en: z.string() }), published: z.boolean() })),
});
export type AdminMenu = z.infer<typeof AdminMenuSchema>;
