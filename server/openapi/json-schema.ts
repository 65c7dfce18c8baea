import { z } from "zod";

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is untyped data
export type JsonSchema = Record<string, any>;

/**
 * One zod schema as an OpenAPI 3.1 schema object (JSON Schema 2020-12): `io: "input"` for request
 * bodies (defaults make fields optional), `"output"` for answers. Refinements JSON Schema cannot say
 * become `{}` rather than failing the whole document. Named definitions (`$defs`) move to
 * `components.schemas` under `prefix`, since a `#/$defs/…` reference inside the document would
 * resolve against the document, not the schema.
 */
export function openApiSchema(
  schema: z.ZodType,
  io: "input" | "output",
  prefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { $schema: _ignored, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  if (!$defs) return rest;
  const rename = (name: string) => `${prefix}.${name}`;
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
          ? [k, `#/components/schemas/${rename(v.slice("#/$defs/".length))}`]
          : [k, relink(v)],
      ),
    );
  };
  for (const [name, def] of Object.entries($defs as JsonSchema)) components[rename(name)] = relink(def) as JsonSchema;
  return relink(rest) as JsonSchema;
}
