import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { PORTAL_PATHS } from "../schemas/portal-paths";
import type { AppDeps, AppEnv } from "./http/app-env";
import { refuseCrossSite } from "./http/cross-site";
import { fail } from "./http/envelope";
import { requestLang } from "./http/lang";
import { PortalError } from "./http/portal-error";
import { publicReadCache } from "./http/public-read-cache";
import { rateLimitedMessage } from "./http/retry-after";
import { serverT } from "./i18n";
import { openApiRoutes } from "./openapi/openapi-route";
import type { PageCache } from "./page-cache/page-cache";
import { adminCollectionRoutes } from "./routes/admin-collections";
import { adminColumnRoutes } from "./routes/admin-columns";
import { adminImageRoutes } from "./routes/admin-images";
import { adminInspectionRoutes } from "./routes/admin-inspections";
import { adminMediaRoutes } from "./routes/admin-media";
import { adminMenuRoutes } from "./routes/admin-menu";
import { adminPageRoutes } from "./routes/admin-pages";
import { adminUserRoutes } from "./routes/admin-users";
import { portalContentRoutes } from "./routes/portal-content";
import { portalFileRoutes } from "./routes/portal-files";
import { portalInspectionRoutes } from "./routes/portal-inspections";
import { portalMailRoutes } from "./routes/portal-mail";
import { portalUserRoutes } from "./routes/portal-user";
import { reportVerifyRoutes } from "./routes/report-verify";

export interface ApiOptions {
  maxBodyBytes: number;
  /** Public content reads kept in memory (READ_CACHE_MB; null: off). */
  readCache?: PageCache | null;
}

/** The portal API (`/api/*`): envelope everywhere, including for unknown paths and failures. */
export function createApiApp(deps: AppDeps, options: ApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.use(requestId());
  api.use(async (c, next) => {
    const log = deps.logger.child({ reqId: c.get("requestId") });
    c.set("deps", deps);
    c.set("log", log);
    c.set("lang", requestLang(c));
    const started = performance.now();
    await next();
    // Answers carry personal data, tokens or back-office records: never stored (ASVS 14.3.2).
    // A call that wants caching sets its own Cache-Control.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "api request");
  });
  api.use(refuseCrossSite);
  const defaultBodyLimit = bodyLimit({
    maxSize: options.maxBodyBytes,
    onError: (c) => fail(c, "payloadTooLarge", c.get("lang")),
  });
  // Uploads carry files: their route sets its own, larger limit.
  const uploads = new Set<string>([PORTAL_PATHS.upload, PORTAL_PATHS.adminImageUpload]);
  api.use(async (c, next) => {
    if (uploads.has(c.req.path) || c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A declared length is checked from the header alone: Hono's bodyLimit reads `raw.body`, which
    // turns @hono/node-server's lightweight request into a full fetch Request on every call.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined && /^\d+$/.test(length)) {
      return Number(length) > options.maxBodyBytes ? fail(c, "payloadTooLarge", c.get("lang")) : next();
    }
    return defaultBodyLimit(c, next);
  });
  api.use(publicReadCache(options.readCache ?? null));

  api.route("/", portalContentRoutes());
  api.route("/", portalUserRoutes());
  api.route("/", portalMailRoutes());
  api.route("/", portalFileRoutes());
  api.route("/", portalInspectionRoutes());
  api.route("/", adminInspectionRoutes());
  api.route("/", reportVerifyRoutes());
  api.route("/", adminCollectionRoutes());
  api.route("/", adminColumnRoutes());
  api.route("/", adminUserRoutes());
  api.route("/", adminImageRoutes());
  api.route("/", adminMediaRoutes());
  api.route("/", adminPageRoutes());
  api.route("/", adminMenuRoutes());
  api.route("/", openApiRoutes());

  api.notFound((c) => fail(c, "notFound", c.get("lang") ?? requestLang(c), serverT(requestLang(c))("unknownApi", { path: c.req.path })));
  api.onError((err, c) => {
    const lang = c.get("lang") ?? requestLang(c);
    if (err instanceof PortalError) {
      const retry = (err.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      if (err.codeName === "rateLimited" && retry) {
        c.header("Retry-After", String(retry));
        return fail(c, err.codeName, lang, err.detail ?? rateLimitedMessage(retry, lang), err.data);
      }
      return fail(c, err.codeName, lang, err.detail, err.data);
    }
    (c.get("log") ?? deps.logger).error({ err, path: c.req.path }, "unhandled API error");
    return fail(c, "serverError", lang);
  });
  return api;
}
