import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ResultCodeName } from "../../schemas/codes";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { takeUndeclaredCodes } from "../../server/http/answer-check";
import { callAt } from "../../server/http/call-registry";
import { fail } from "../../server/http/envelope";
import { portalContentRoutes } from "../../server/routes/portal-content";

/** The result-code check of the API suite (issue 25) refuses a code the call does not declare. */
describe("undeclared result codes", () => {
  portalContentRoutes(); // registers the real content calls (idempotent)
  const app = new Hono();
  app.on(["GET", "POST"], P.newsById, (c) => fail(c, c.req.query("code") as Exclude<ResultCodeName, "ok">, "en"));
  const answer = (code: string, method = "POST") => app.request(`${P.newsById}?code=${code}`, { method });

  it("lets a declared, common or access code through", async () => {
    expect(callAt(P.newsById)?.codes).toEqual(["notFound"]);
    expect((await answer("notFound")).status).toBe(404);
    expect((await answer("invalidInput")).status).toBe(400);
    expect((await answer("forbidden")).status).toBe(403);
    expect(takeUndeclaredCodes()).toEqual([]);
  });

  it("fails on an undeclared code, naming the call and the code", async () => {
    const errors = console.error;
    console.error = () => {};
    try {
      expect((await answer("conflict")).status).toBe(500);
      // A public call has no session to miss.
      expect((await answer("notLoggedIn")).status).toBe(500);
    } finally {
      console.error = errors;
    }
    const found = takeUndeclaredCodes();
    expect(found).toHaveLength(2);
    expect(found[0]).toContain(`${P.newsById} answered conflict (000006)`);
    expect(found[1]).toContain(`${P.newsById} answered notLoggedIn (000004)`);
  });

  it("checks POSTs only: another method is not the call", async () => {
    expect((await answer("conflict", "GET")).status).toBe(409);
    expect(takeUndeclaredCodes()).toEqual([]);
  });
});
