import { type AppLoadContext, data } from "react-router";
import { RESULT_CODES } from "../../schemas/codes";
import type { Policy } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { detectLang } from "../i18n/detect-lang";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";
import { sanitizeRichText } from "../rich-text/sanitize.server";

/** Privacy and disclaimer pages: a policy from `policy/getByCode`, sanitized on the server. */
export async function loadPolicy({ request, context }: { request: Request; context: AppLoadContext }, code: string) {
  try {
    const policy = await serverPortal(context, detectLang(request)).post<Policy>(PORTAL_PATHS.policyByCode, { code });
    return { policy: { ...policy, content: sanitizeRichText(policy.content), contentEn: sanitizeRichText(policy.contentEn) } };
  } catch (err) {
    if (err instanceof PortalRequestError && err.code === RESULT_CODES.notFound) throw data(null, { status: 404 });
    throw err;
  }
}
