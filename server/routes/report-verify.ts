import { Hono } from "hono";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { VERIFY_RATE_LIMIT, VerifiedReportSchema, VerifyReportRequestSchema } from "../../schemas/report-verification";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { enforceRateLimits } from "../services/rate-limit";
import { verifyReport } from "../verify/verify-report";

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** `/verify/`'s one call: public, limited per client address, never cached (decision 155). */
export function reportVerifyRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(
    r,
    {
      path: P.reportVerify,
      data: VerifiedReportSchema,
      codes: ["notFound", "rateLimited"],
      schema: VerifyReportRequestSchema,
      access: "public",
    },
    async ({ c, body }) => {
      const { db } = c.get("deps");
      await enforceRateLimits(db, [
        { key: `verify:ip:${clientAddress(c)}`, limit: VERIFY_RATE_LIMIT.perTenMinutes, windowMs: TEN_MINUTES_MS },
      ]);
      return verifyReport(db, body);
    },
  );
  return r;
}
