import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { CONTENT_ROLES } from "../../schemas/admin-content";
import { IMAGE_FORMAT_TYPES, IMAGE_MAX_BYTES } from "../../schemas/image";
import type { Lang } from "../../schemas/lang";
import { UploadedImageSchema } from "../../schemas/media";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { readImageVariant, saveImage } from "../admin/images";
import { ANSWER_CHECK_ON, checkAnswer } from "../http/answer-check";
import type { AppEnv } from "../http/app-env";
import { registerCall } from "../http/call-registry";
import { type Authenticated, requireRole } from "../http/current-user";
import { ok } from "../http/envelope";
import { requestLang } from "../http/lang";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

/** Multipart overhead on top of the image itself. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

export interface ImageUpload {
  c: Context<AppEnv>;
  bytes: Uint8Array;
  /** The form's other fields (text values only). */
  fields: Record<string, string>;
  /** The uploaded file's own name. */
  fileName: string;
  auth: Authenticated;
  lang: Lang;
}

/**
 * One multipart image upload call (a `file` field): staff role first (a visitor's body is never
 * read), the size limit, then `handle` with the bytes. The image upload and the media library's share it.
 */
export function imageUploadCall<D extends z.ZodType>(
  r: Hono<AppEnv>,
  path: string,
  data: D,
  handle: (u: ImageUpload) => Promise<z.input<D>>,
) {
  registerCall({ path, access: CONTENT_ROLES, schema: null, answers: "envelope", data });
  r.post(
    path,
    async (c, next) => {
      await requireRole(c, CONTENT_ROLES);
      await next();
    },
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: (c) => {
        throw new PortalError("payloadTooLarge", serverT(requestLang(c))("admin:errors.imageTooLarge"));
      },
    }),
    async (c) => {
      const lang = requestLang(c);
      const auth = await requireRole(c, CONTENT_ROLES);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new PortalError("invalidInput", serverT(lang)("validation.fileMissing"));
      }
      const file = form.file;
      if (!(file instanceof File)) throw new PortalError("invalidInput", serverT(lang)("validation.fileMissing"));
      const fields = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string"));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answer = await handle({ c, bytes, fields, fileName: file.name, auth, lang });
      if (ANSWER_CHECK_ON) checkAnswer(path, data, answer);
      return ok(c, answer, lang);
    },
  );
}

/** Staff upload images (covers, banners, site images); anyone reads their variants at `/files/img/…`. */
export function adminImageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  imageUploadCall(r, P.adminImageUpload, UploadedImageSchema, ({ c, bytes, auth, lang }) => {
    const { db, files } = c.get("deps");
    return saveImage(db, files, { bytes, actorId: auth.user.id }, lang);
  });

  // Variants never change (a new upload gets a new id): cache them for a year.
  r.get("/files/img/:id/:file", async (c) => {
    const { db, files } = c.get("deps");
    const found = await readImageVariant(db, files, c.req.param("id"), c.req.param("file"));
    if (!found) throw new PortalError("notFound");
    return c.body(new Uint8Array(found.bytes), 200, {
      "Content-Type": IMAGE_FORMAT_TYPES[found.format],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return r;
}
