import type { Role } from "../../schemas/account";
import { useSession } from "../session/session-context";

/** The signed-in user's role as stored with the user info (null when logged out or unknown). */
export function useRole(): Role | null {
  const { user } = useSession();
  return ((user as { role?: Role } | null)?.role ?? null) as Role | null;
}

/**
 * Back-office areas and who may enter them; the portal checks the same roles on every call. `label`
 * is an i18n key (namespace included); without it the area's name is `pages:admin.areas.<key>`.
 */
export const BACK_OFFICE_AREAS: ReadonlyArray<{ key: string; path: string; roles: Role[]; label?: string }> = [
  { key: "lab", path: "/admin/lab", roles: ["lab", "admin"] },
  { key: "pages", path: "/admin/pages", roles: ["editor", "admin"], label: "editor:area" },
];

export const areaLabel = (area: { key: string; label?: string }) => area.label ?? `admin.areas.${area.key}`;

export const isStaff = (role: Role | null) => role === "lab" || role === "admin" || role === "editor";
