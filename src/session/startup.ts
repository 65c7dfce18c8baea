import type { UserInfo } from "../../schemas/entities";
import { VISITOR_PATHS } from "../../schemas/visitor-paths";
import type { PortalClient } from "../portal/portal-client";
import type { SessionStorageApi } from "./storage";

/**
 * Startup rule of spec §4/§8: with a token, fetch the current user; on failure user info is emptied.
 * Returns the user now in storage.
 */
export async function loadCurrentUser(client: Pick<PortalClient, "post">, storage: SessionStorageApi): Promise<UserInfo | null> {
  if (!storage.getToken()) return null;
  try {
    const user = await client.post<UserInfo>(VISITOR_PATHS.currentUser);
    storage.setUserInfo(user);
    return user;
  } catch {
    storage.setUserInfo(null);
    return null;
  }
}
