import { HTTP_STATUS_OF, RESULT_CODES, type ResultCodeName } from "../../schemas/codes";
import type { CallInfo } from "../http/call-registry";
import { codesOf } from "./call-codes";
import { type JsonSchema, openApiSchema } from "./json-schema";

export const SESSION_SCHEME = "accessToken";
/** The portal API of spec §7; calls change compatibly (new fields, new calls). */
const API_VERSION = "1";

const CODE_TABLE = (Object.keys(RESULT_CODES) as ResultCodeName[])
  .map((name) => `| \`${RESULT_CODES[name]}\` | ${name} | ${HTTP_STATUS_OF[name]} |`)
  .join("\n");

const DESCRIPTION = `The portal's calls, generated from the zod schemas the server parses bodies with and checks answers against.

Every call is a POST with a JSON body (uploads: multipart with a \`file\` field). The language is the \`lang\` header (\`zh-CN\` or \`en-US\`), else the body's \`lang\` field, else Accept-Language; messages come in it.
A logged-in call sends its session token in the \`accessToken\` header (the \`token\` that \`/api/portal/user/login\` answers). Staff calls also need the staff role and a session that passed the second factor.

Every answer is the envelope \`{ code, message, data }\`; file calls answer the file itself on success and the envelope on failure. Result codes:

| code | name | HTTP status |
| --- | --- | --- |
${CODE_TABLE}

Each call lists every code it can answer, grouped by HTTP status: those of every call (a browser's cross-site request is refused with \`forbidden\` before any call runs), those its access brings, and those of the records it touches — \`notFound\` (an id that is not yours or no longer exists), \`conflict\` (a save over a newer version, a state that does not allow the change) and \`rateLimited\` (sign-in and password checks, uploads, mail, messages, report checks, exports). The API test suite fails on any answer whose code its call does not list.`;

/** `/api/portal/content/news/list` → `portal/content`: the area a call belongs to. */
export function tagOf(path: string): string {
  const [, , area = "", group = ""] = path.split("/");
  return `${area}/${group}`;
}

const operationId = (path: string) => path.replace(/^\/api\//, "").replace(/\/(\w)/g, (_, c: string) => c.toUpperCase());

function envelope(code: JsonSchema, data: JsonSchema): JsonSchema {
  return {
    type: "object",
    required: ["code", "message", "data"],
    properties: { code, message: { type: "string", description: "In the request's language." }, data },
  };
}

function accessText(call: CallInfo): string {
  if (call.access === "public") return "Public: no session needed.";
  if (call.access === "user") return "Any logged-in user; answers only the caller's own records.";
  return `Staff roles: ${call.access.join(", ")} (session with a passed second factor).`;
}

function requestBody(call: CallInfo, components: Record<string, JsonSchema>): JsonSchema {
  if (call.schema === null) {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { "application/json": { schema: openApiSchema(call.schema, "input", `${operationId(call.path)}.request`, components) } },
  };
}

function responses(call: CallInfo, components: Record<string, JsonSchema>): JsonSchema {
  const failures = new Map<number, ResultCodeName[]>();
  for (const name of codesOf(call)) {
    if (name === "ok") continue;
    failures.set(HTTP_STATUS_OF[name], [...(failures.get(HTTP_STATUS_OF[name]) ?? []), name]);
  }
  const success =
    call.answers === "envelope"
      ? {
          description: "Success (code 000000).",
          content: {
            "application/json": {
              schema: envelope(
                { const: RESULT_CODES.ok },
                openApiSchema(call.data, "output", `${operationId(call.path)}.data`, components),
              ),
            },
          },
        }
      : {
          description: "The file itself; failures are the JSON envelope.",
          content: Object.fromEntries(call.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }])),
        };
  return {
    "200": success,
    ...Object.fromEntries(
      [...failures].map(([status, names]) => [
        String(status),
        {
          description: `Refused or failed: ${names.map((name) => `${RESULT_CODES[name]} (${name})`).join(", ")}.`,
          content: { "application/json": { schema: envelope({ enum: names.map((name) => RESULT_CODES[name]) }, {}) } },
        },
      ]),
    ),
  };
}

/** The OpenAPI 3.1 document of the registered calls. */
export function openApiDocument(calls: readonly CallInfo[]): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, JsonSchema> = {};
  for (const call of calls) {
    paths[call.path] = {
      post: {
        operationId: operationId(call.path),
        tags: [tagOf(call.path)],
        summary: call.path.replace(/^\/api\//, ""),
        description: accessText(call),
        ...(call.access === "public" ? { security: [] } : {}),
        "x-access": call.access,
        parameters: [{ name: "lang", in: "header", required: false, schema: { enum: ["zh-CN", "en-US"] } }],
        requestBody: requestBody(call, components),
        responses: responses(call, components),
      },
    };
  }
  const tags = [...new Set(calls.map((c) => tagOf(c.path)))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: { title: "Lactoferrin portal API", version: API_VERSION, description: DESCRIPTION },
    servers: [{ url: "/" }],
    security: [{ [SESSION_SCHEME]: [] }],
    tags,
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: { type: "apiKey", in: "header", name: "accessToken", description: "The session token login answers." },
      },
      schemas: components,
    },
  };
}
