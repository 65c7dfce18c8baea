import { data } from "react-router";
import { RESULT_CODES } from "../../schemas/codes";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import type { VerifiedReport } from "../../schemas/report-verification";
import { PageHeading } from "../content/page-heading";
import { detectLang } from "../i18n/detect-lang";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";
import { PdfHashCheck } from "../verify/pdf-hash-check";
import { VerifyForm } from "../verify/verify-form";
import { VerifyResult } from "../verify/verify-result";
import type { Route } from "./+types/verify";

export type VerifyOutcome =
  | { kind: "ask" }
  | { kind: "found"; report: VerifiedReport }
  | { kind: "notIssued" }
  | { kind: "invalid"; message: string }
  | { kind: "tooMany"; message: string };

/**
 * `/verify/?no=…&code=…`: the public check of a printed report (decision 155). A code we did not
 * issue answers 404, too many look-ups 429; the page is never cached (cache-policy.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const no = url.searchParams.get("no")?.trim() ?? "";
  const code = url.searchParams.get("code")?.trim() ?? "";
  const asked = { no, code };
  if (!no && !code) return data({ asked, outcome: { kind: "ask" } as VerifyOutcome });
  const portal = serverPortal(context, detectLang(request), request);
  try {
    const report = await portal.post<VerifiedReport>(PORTAL_PATHS.reportVerify, { no, code });
    return data({ asked, outcome: { kind: "found", report } as VerifyOutcome });
  } catch (err) {
    if (!(err instanceof PortalRequestError)) throw err;
    if (err.code === RESULT_CODES.notFound) return data({ asked, outcome: { kind: "notIssued" } as VerifyOutcome }, { status: 404 });
    if (err.code === RESULT_CODES.invalidInput)
      return data({ asked, outcome: { kind: "invalid", message: err.message } as VerifyOutcome }, { status: 400 });
    if (err.code === RESULT_CODES.rateLimited)
      return data({ asked, outcome: { kind: "tooMany", message: err.message } as VerifyOutcome }, { status: 429 });
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "verify");

export default function Verify({ loaderData: { asked, outcome } }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <PageHeading title={t("verify.title")} lead={t("verify.lead")}>
      {outcome.kind !== "ask" && <VerifyResult outcome={outcome} />}
      {outcome.kind === "found" && <PdfHashCheck expected={outcome.report.sha256} reportNo={outcome.report.reportNo} />}
      <VerifyForm no={asked.no} code={asked.code} again={outcome.kind !== "ask"} />
    </PageHeading>
  );
}
