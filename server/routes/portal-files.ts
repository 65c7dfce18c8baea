import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  AttachmentDeleteRequestSchema,
  AttachmentSchema,
  UploadPolicySchema,
} from "../../schemas/attachment";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { NoDataSchema } from "../../schemas/envelope";
import { InspectIdRequestSchema } from "../../schemas/inspection";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { ANSWER_CHECK_ON, checkAnswer } from "../http/answer-check";
import type { AppEnv } from "../http/app-env";
import { registerCall } from "../http/call-registry";
import { requireUser } from "../http/current-user";
import { ok } from "../http/envelope";
import { requestLang } from "../http/lang";
import { fileCall, portalCall } from "../http/portal-call";
import { PortalError } from "../http/portal-error";
import { sendFile } from "../http/send-file";
import { serverT } from "../i18n";
import { readAttachment, removeOwnUpload, saveAttachment } from "../services/attachments";

/** Multipart overhead on top of the file itself. */
const UPLOAD_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 64 * 1024;

/** Uploads (spec §7: `base/file/getOssToken` + the upload helper) and attachment downloads. */
export function portalFileRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(r, { path: P.ossToken, data: UploadPolicySchema, schema: EmptyRequestSchema, access: "user" }, async () => ({
    uploadUrl: P.upload,
    maxBytes: ATTACHMENT_MAX_BYTES,
    accept: Object.keys(ATTACHMENT_TYPES),
  }));
  registerCall({ path: P.upload, access: "user", schema: null, answers: "envelope", data: AttachmentSchema, codes: ["rateLimited"] });
  r.post(
    P.upload,
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: (c) => {
        throw new PortalError("payloadTooLarge", serverT(requestLang(c))("validation.fileTooLarge"));
      },
    }),
    async (c) => {
      const lang = requestLang(c);
      const { user } = await requireUser(c);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new PortalError("invalidInput", serverT(lang)("validation.fileMissing"));
      }
      const file = form.file;
      if (!(file instanceof File)) throw new PortalError("invalidInput", serverT(lang)("validation.fileMissing"));
      const saved = await saveAttachment(
        c.get("deps").db,
        c.get("deps").files,
        user.id,
        { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        lang,
        c.get("deps").uploadQuotaBytes,
      );
      if (ANSWER_CHECK_ON) checkAnswer(P.upload, AttachmentSchema, saved);
      return ok(c, saved, lang);
    },
  );
  // An upload not yet part of a sample, removed by its owner (the upload list's "Remove").
  portalCall(
    r,
    {
      path: P.attachmentDelete,
      data: NoDataSchema,
      codes: ["notFound", "conflict"],
      schema: AttachmentDeleteRequestSchema,
      access: "user",
    },
    async ({ c, body, auth, lang }) => {
      await removeOwnUpload(c.get("deps").db, c.get("deps").files, auth.user.id, body.attachmentId, lang);
      return null;
    },
  );
  fileCall(
    r,
    {
      path: P.attachmentDownload,
      mediaTypes: Object.keys(ATTACHMENT_TYPES),
      codes: ["notFound"],
      schema: InspectIdRequestSchema,
      access: "user",
    },
    async ({ c, body, auth }) => {
      const file = await readAttachment(c.get("deps").db, c.get("deps").files, auth.user, body.id);
      return sendFile(c, file.bytes, file.contentType, file.name);
    },
  );
  return r;
}
