import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESULT_CODES } from "../../schemas/codes";
import { listCalls } from "../../server/http/call-registry";
import { codesOf } from "../../server/openapi/call-codes";
import { openApiSchema } from "../../server/openapi/json-schema";
import { startTestPortal, type TestPortal } from "./harness";
import type { Json } from "./schema-samples";

/**
 * The API documents itself (issue 25): `/api/openapi.json`, fetched from a real portal, names every
 * registered call with its request schema, its answer's `data` schema (or its file types) and its
 * result codes, and is a structurally valid OpenAPI 3.1 document.
 */
let t: TestPortal;
let doc: Json;
let res: Response;
beforeAll(async () => {
  t = await startTestPortal();
  res = await t.portal.api.fetch(new Request("http://127.0.0.1/api/openapi.json"));
  doc = await res.clone().json();
});
afterAll(() => t.close());

/** Resolves `#/components/schemas/…` references, so a hoisted definition compares equal to the inline one. */
function resolveRefs(value: Json, seen = new Set<string>()): Json {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, seen));
  if (value === null || typeof value !== "object") return value;
  if (typeof value.$ref === "string") {
    const name = value.$ref.replace("#/components/schemas/", "");
    if (seen.has(name)) return { $ref: "(cycle)" };
    return resolveRefs(doc.components.schemas[name], new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, seen)]));
}
const expected = (schema: Parameters<typeof openApiSchema>[0], io: "input" | "output") => {
  const defs: Record<string, Json> = {};
  const inline = openApiSchema(schema, io, "x", defs);
  const saved = doc;
  doc = { components: { schemas: defs } };
  const resolved = resolveRefs(inline);
  doc = saved;
  return resolved;
};

describe("/api/openapi.json", () => {
  it("is public JSON, cacheable, built once", async () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const again = await t.portal.api.fetch(new Request("http://127.0.0.1/api/openapi.json"));
    expect(await again.text()).toBe(await res.text());
  });

  it("is a structurally valid OpenAPI 3.1 document", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const tags = new Set(doc.tags.map((tag: { name: string }) => tag.name));
    const operationIds = new Set<string>();
    const refs: string[] = [];
    const collectRefs = (v: Json) => {
      if (Array.isArray(v)) v.forEach(collectRefs);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) k === "$ref" ? refs.push(x as string) : collectRefs(x);
    };
    collectRefs(doc);
    for (const ref of refs) expect(doc.components.schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      expect(Object.keys(item)).toEqual(["post"]);
      const op = item.post;
      expect(operationIds.has(op.operationId), op.operationId).toBe(false);
      operationIds.add(op.operationId);
      for (const tag of op.tags) expect(tags.has(tag)).toBe(true);
      for (const scheme of (op.security ?? doc.security).flatMap((s: Json) => Object.keys(s)))
        expect(doc.components.securitySchemes[scheme]).toBeDefined();
      expect(Object.keys(op.requestBody.content).length).toBeGreaterThan(0);
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(typeof response.description).toBe("string");
        for (const media of Object.values<Json>(response.content)) expect(typeof media.schema).toBe("object");
      }
    }
  });

  it("names every registered call with its request schema, its answer's data schema or file types, and its codes", () => {
    const calls = listCalls();
    expect(calls.length).toBeGreaterThan(100);
    // Record-level codes are declared per call (the API suite proves them against every answer).
    expect(new Set(calls.flatMap((c) => c.codes ?? []))).toEqual(new Set(["notFound", "conflict", "rateLimited"]));
    expect(Object.keys(doc.paths).sort()).toEqual(calls.map((c) => c.path).sort());
    for (const call of calls) {
      const op = doc.paths[call.path].post;
      if (call.schema) {
        expect(resolveRefs(op.requestBody.content["application/json"].schema), call.path).toEqual(expected(call.schema, "input"));
      } else {
        expect(op.requestBody.content["multipart/form-data"].schema.required, call.path).toEqual(["file"]);
      }
      if (call.answers === "envelope") {
        const answer = op.responses["200"].content["application/json"].schema;
        expect(answer.properties.code, call.path).toEqual({ const: RESULT_CODES.ok });
        expect(resolveRefs(answer.properties.data), call.path).toEqual(expected(call.data, "output"));
      } else {
        expect(Object.keys(op.responses["200"].content), call.path).toEqual([...call.mediaTypes]);
      }
      const documented = Object.values<Json>(op.responses).flatMap((r) =>
        Object.values<Json>(r.content).flatMap((m) => {
          const code = m.schema.properties?.code;
          return code ? (code.enum ?? [code.const]) : [];
        }),
      );
      for (const name of call.codes ?? []) expect(documented, `${call.path}: ${name}`).toContain(RESULT_CODES[name]);
      // A file call's success is the file itself, not 000000.
      const codes = codesOf(call).filter((name) => call.answers === "envelope" || name !== "ok");
      expect(new Set(documented), call.path).toEqual(new Set(codes.map((name) => RESULT_CODES[name])));
      expect(op.security === undefined ? call.access !== "public" : op.security.length === 0 && call.access === "public").toBe(true);
    }
  });
});
