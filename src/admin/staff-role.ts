import type { Role } from "../../schemas/account";
import { useSession } from "../session/session-context";

/** The signed-in user's role as stored with the user info (null when logged out or unknown). */
export function useRole(): Role | null {
  const { user } = useSession();
  return ((user as { role?: Role } | null)?.role ?? null) as Role | null;
}

const CONTENT = ["editor", "admin"] as Role[];

/**
 * Back-office areas and who may enter them; the portal checks the same roles on every call.
 * `labelKey` names the menu label (default `pages:admin.areas.<key>`).
 */
export const BACK_OFFICE_AREAS = [
  { key: "lab", path: "/admin/lab", roles: ["lab", "admin"] as Role[] },
  { key: "pages", path: "/admin/pages", roles: CONTENT, labelKey: "editor:area" },
  { key: "menu", path: "/admin/menu", roles: CONTENT, labelKey: "admin:areas.menu" },
  { key: "news", path: "/admin/news", roles: CONTENT, labelKey: "admin:areas.news" },
  { key: "categories", path: "/admin/categories", roles: CONTENT, labelKey: "admin:areas.categories" },
  { key: "banners", path: "/admin/banners", roles: CONTENT, labelKey: "admin:areas.banners" },
  { key: "media", path: "/admin/media", roles: CONTENT, labelKey: "admin:areas.media" },
  { key: "columns", path: "/admin/columns", roles: CONTENT, labelKey: "admin:areas.columns" },
  { key: "columnItems", path: "/admin/column-items", roles: CONTENT, labelKey: "admin:areas.columnItems" },
  { key: "settings", path: "/admin/settings", roles: CONTENT, labelKey: "admin:areas.settings" },
  { key: "policies", path: "/admin/policies", roles: CONTENT, labelKey: "admin:areas.policies" },
  { key: "messages", path: "/admin/messages", roles: CONTENT, labelKey: "admin:areas.messages" },
  { key: "users", path: "/admin/users", roles: ["admin"] as Role[], labelKey: "admin:areas.users" },
  { key: "mail", path: "/admin/mail", roles: ["admin"] as Role[], labelKey: "admin:areas.mail" },
] as const;

export type BackOfficeArea = (typeof BACK_OFFICE_AREAS)[number];

/** The menu label's translation key of an area. */
export const areaLabelKey = (area: BackOfficeArea) => ("labelKey" in area ? area.labelKey : (`pages:admin.areas.${area.key}` as const));

/** The area a back-office path belongs to (null for the start page). */
export const areaOf = (pathname: string): BackOfficeArea | null =>
  BACK_OFFICE_AREAS.find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`)) ?? null;

export const isStaff = (role: Role | null) => role === "lab" || role === "admin" || role === "editor";
