import { z } from "zod";
import type { BlockRegistration, FieldHint } from "../../blocks/define-block";

/** The subset of Builder.io's `Input` (component registration) we derive from a block registration. */
export interface BuilderInput {
  name: string;
  friendlyName: string;
  type: string;
  helperText?: string;
  defaultValue?: unknown;
  required?: boolean;
  enum?: Array<{ label: string; value: string }>;
  min?: number;
  max?: number;
  allowedFileTypes?: string[];
  subFields?: BuilderInput[];
}

const IMAGE_TYPES = ["jpeg", "jpg", "png", "webp", "avif", "gif", "svg"];

/** Optional, default and similar wrappers hide the schema the editor actually edits. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return s;
}

function shapeOf(schema: z.ZodType, where: string): Record<string, z.ZodType> {
  const s = unwrap(schema);
  if (!(s instanceof z.ZodObject)) throw new Error(`${where}: expected an object schema`);
  return s.shape as Record<string, z.ZodType>;
}

/** A field is required in Builder when its schema refuses the empty value an editor would leave. */
const refuses = (schema: z.ZodType, value: unknown) => !schema.safeParse(value).success;

/** One LocalizedText field as a {zh, en} pair: an object input whose sub-fields are the two languages. */
function localizedInput(schema: z.ZodType, type: string): BuilderInput[] {
  return (["zh", "en"] as const).map((lang) => {
    const other = lang === "zh" ? "en" : "zh";
    const required = refuses(schema, { [lang]: "", [other]: "x" });
    return {
      name: lang,
      friendlyName: lang === "zh" ? "中文" : "English",
      type,
      ...(required ? { required } : {}),
    };
  });
}

function inputFor(name: string, hint: FieldHint, schema: z.ZodType, where: string, defaultValue: unknown): BuilderInput {
  const base = {
    name,
    friendlyName: hint.label.en,
    ...(hint.help ? { helperText: hint.help.en } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
  };
  const inner = unwrap(schema);
  const kind = hint.kind;
  if (typeof kind === "object" && "select" in kind) {
    // A z.enum names every option; a plain string schema (a policy code) offers the hint's choices.
    const values = inner instanceof z.ZodEnum ? (inner.options as string[]) : kind.select.map((o) => o.value);
    const refused = values.filter((v) => refuses(schema, v));
    if (refused.length) throw new Error(`${where}: the schema refuses the options ${refused.join(", ")}`);
    const labels = new Map(kind.select.map((o) => [o.value, o.label.en]));
    return {
      ...base,
      type: "text",
      ...(refuses(schema, "") ? { required: true } : {}),
      enum: values.map((value) => ({ value, label: labels.get(value) ?? value })),
    };
  }
  if (typeof kind === "object" && "list" in kind) {
    if (!(inner instanceof z.ZodArray)) throw new Error(`${where}: a list field needs a z.array schema`);
    const itemShape = shapeOf(inner.element as z.ZodType, `${where}[]`);
    return {
      ...base,
      type: "list",
      ...(refuses(schema, []) ? { required: true } : {}),
      subFields: inputsFor(kind.list, itemShape, `${where}[]`, undefined),
    };
  }
  switch (kind) {
    case "blocks":
      throw new Error(`${where}: child blocks are laid out with Builder's own Columns element, not an input`);
    case "localizedText":
      return { ...base, type: "object", subFields: localizedInput(schema, "text") };
    case "localizedTextarea":
      return { ...base, type: "object", subFields: localizedInput(schema, "longText") };
    case "localizedRichText":
      return { ...base, type: "object", subFields: localizedInput(schema, "richText") };
    case "number": {
      if (!(inner instanceof z.ZodNumber)) throw new Error(`${where}: a number field needs a z.number schema`);
      const min = inner.minValue;
      const max = inner.maxValue;
      return {
        ...base,
        type: "number",
        required: true,
        ...(min !== null && Number.isFinite(min) ? { min } : {}),
        ...(max !== null && Number.isFinite(max) ? { max } : {}),
      };
    }
    case "boolean":
      return { ...base, type: "boolean" };
    case "image":
      return { ...base, type: "file", allowedFileTypes: IMAGE_TYPES, ...(refuses(schema, "") ? { required: true } : {}) };
    case "link":
      return { ...base, type: "url", ...(refuses(schema, "") ? { required: true } : {}) };
    case "textarea":
      return { ...base, type: "longText", ...(refuses(schema, "") ? { required: true } : {}) };
    case "text":
      return { ...base, type: "text", ...(refuses(schema, "") ? { required: true } : {}) };
  }
}

function inputsFor(
  hints: Record<string, FieldHint>,
  shape: Record<string, z.ZodType>,
  where: string,
  defaults: Record<string, unknown> | undefined,
): BuilderInput[] {
  const missing = Object.keys(shape).filter((k) => !(k in hints));
  if (missing.length) throw new Error(`${where}: props without an editor hint: ${missing.join(", ")}`);
  return Object.entries(hints).map(([name, hint]) => {
    const schema = shape[name];
    if (!schema) throw new Error(`${where}: hint "${name}" names no prop of the schema`);
    return inputFor(name, hint, schema, `${where}.${name}`, defaults?.[name]);
  });
}

/**
 * Builder.io inputs for a block, derived from its one registration: the editor hints say how each
 * prop is edited (and its label), the zod schema what is required, which options exist and the
 * ranges, the registration's defaults the starting values. LocalizedText is a {zh, en} object
 * input (docs/decisions/070-builder-localized-text-as-pairs.md), so Builder stores exactly our props.
 */
export function builderInputs(registration: BlockRegistration): BuilderInput[] {
  return inputsFor(
    registration.fields,
    shapeOf(registration.schema, registration.type),
    registration.type,
    registration.defaults as Record<string, unknown>,
  );
}
