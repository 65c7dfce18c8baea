import fc from "fast-check";
import { z } from "zod";
import type { CallInfo } from "../../server/http/call-registry";

/**
 * Request bodies generated from each registered call's zod schema through `z.toJSONSchema`
 * (zod-fast-check does not support zod 4): a plausible valid body for the access walk, and
 * arbitraries of invalid bodies for the property tests.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is untyped data
export type Json = any;

export function jsonSchemaOf(call: CallInfo): Json | null {
  return call.schema ? z.toJSONSchema(call.schema, { io: "input", unrepresentable: "any" }) : null;
}

/** Field names that hold record ids, and which kind of record a name points at (null: any kind). */
export function idFieldKind(name: string): "user" | "attachment" | null | undefined {
  if (name === "userId") return "user";
  if (/^attachmentIds?$/.test(name)) return "attachment";
  if (/^(id|ids)$|Ids?$/.test(name)) return null;
  return undefined;
}

/** Values that satisfy checks JSON Schema cannot express (zod refinements), by field name. */
const HINTS: Record<string, unknown> = {
  email: "walk@example.com",
  account: "walk@example.com",
  countryCode: "CN",
  provinceCode: "",
  phone: "13812345678",
  productionDate: "2026-01-01",
};

/** A plausible valid value; fields named like passwords get "" so no call spends a slow hash on them. */
export function sampleValue(schema: Json, name = "", seed = 1): unknown {
  if (name in HINTS) return HINTS[name];
  if (/password/i.test(name)) return "";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf ?? schema.oneOf) return sampleValue((schema.anyOf ?? schema.oneOf)[0], name, seed);
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(schema.properties[key], key, seed);
      return out;
    }
    case "array": {
      const min = schema.minItems ?? 0;
      const items = schema.items ?? {};
      if (items.enum) return items.enum.slice(0, Math.max(1, min));
      return Array.from({ length: Math.max(1, min) }, (_, i) => sampleValue(items, name, seed + i));
    }
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, seed), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case "boolean":
      return true;
    case "string": {
      if (schema.format === "date") return "2026-01-01";
      if (schema.format === "email") return "walk@example.com";
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 64;
      if (schema.pattern) {
        const fits = fc
          .sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 50, seed })
          .find((s) => s.length >= min && s.length <= max);
        if (fits !== undefined) return fits;
      }
      return "walk".padEnd(Math.max(min, 4), "x").slice(0, max);
    }
    default:
      return null;
  }
}

/** Values of the wrong kind for a field: what a careless or hostile client sends. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 3001 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom("<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd", "\u0000", "NaN", "-1", "1e309", "{{7*7}}"),
);

/**
 * Bodies for a call's schema where each known field is kept valid, replaced by a wrong value or
 * left out, plus stray keys; the caller keeps only those the schema refuses.
 */
export function bodyArbitrary(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const props: Record<string, Json> = schema?.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(props).map(([key, s]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(sampleValue(s, key)) },
        { weight: 3, arbitrary: wrongValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), wrongValue, { maxKeys: 2 }))
    .map(([known, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [k, v] of Object.entries(known)) if (v !== undefined) body[k] = v;
      return body;
    });
}

/** JSON text of a body with prototype-polluting keys spliced in (JSON.stringify would drop `__proto__`). */
export function withPrototypeKeys(body: Record<string, unknown>, variant: number): string {
  const inner = JSON.stringify(body).slice(1, -1);
  const poison = [
    '"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}',
    '"constructor":{"prototype":{"polluted":"yes"}}',
    '"__proto__":{"__proto__":{"polluted":"yes"}},"prototype":{"polluted":"yes"}',
  ][variant % 3];
  return `{${poison}${inner ? `,${inner}` : ""}}`;
}
