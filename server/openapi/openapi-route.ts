import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { listCalls } from "../http/call-registry";
import { openApiDocument } from "./document";

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * `/api/openapi.json`: public and cacheable. Built on the first request, once every API app of the
 * process has registered its calls; the same bytes after that.
 */
export function openApiRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  let body: string | null = null;
  r.get(OPENAPI_PATH, (c) => {
    body ??= JSON.stringify(openApiDocument(listCalls()));
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
  return r;
}
