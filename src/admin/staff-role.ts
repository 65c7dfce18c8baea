import type { Role } from "../../schemas/account";
import { useSession } from "../session/session-context";

/** The signed-in user's role as stored with the user info (null when logged out or unknown). */
export function useRole(): Role | null {
  const { user } = useSession();
  return ((user as { role?: Role } | null)?.role ?? null) as Role | null;
}

/** Back-office areas and who may enter them; the portal checks the same roles on every call. */
export const BACK_OFFICE_AREAS = [{ key: "lab", path: "/admin/lab", roles: ["lab", "admin"] as Role[] }] as const;

export const isStaff = (role: Role | null) => role === "lab" || role === "admin" || role === "editor";
