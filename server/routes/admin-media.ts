import { Hono } from "hono";
import { CONTENT_ROLES } from "../../schemas/admin-content";
import { NoDataSchema } from "../../schemas/envelope";
import {
  MediaDeleteSchema,
  MediaInfoRequestSchema,
  MediaInfoSchema,
  MediaItemSchema,
  MediaListSchema,
  MediaUpdateSchema,
  MediaUploadFieldsSchema,
} from "../../schemas/media";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { saveImage } from "../admin/images";
import { deleteMedia, getMedia, listMedia, mediaInfo, updateMedia } from "../admin/media-admin";
import type { AppEnv } from "../http/app-env";
import { parseWith } from "../http/parse-body";
import { portalCall } from "../http/portal-call";
import { imageUploadCall } from "./admin-images";

/** The media library (roles editor and admin) and the public read of an image's alt text and focus. */
export function adminMediaRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = CONTENT_ROLES;

  portalCall(r, { path: P.adminMediaList, data: pageOf(MediaItemSchema), schema: MediaListSchema, access }, ({ c, body }) =>
    listMedia(c.get("deps").db, body),
  );
  imageUploadCall(r, P.adminMediaUpload, MediaItemSchema, async ({ c, bytes, fields, fileName, auth, lang }) => {
    const meta = parseWith(MediaUploadFieldsSchema, fields, lang);
    const { db, files } = c.get("deps");
    const name = (meta.name || fileName.replace(/\.[a-z0-9]{1,5}$/i, "")).slice(0, 200);
    const saved = await saveImage(db, files, { bytes, actorId: auth.user.id, name, alt: { zh: meta.altZh, en: meta.altEn } }, lang);
    return getMedia(db, saved.id);
  });
  portalCall(
    r,
    { path: P.adminMediaUpdate, data: MediaItemSchema, codes: ["notFound", "conflict"], schema: MediaUpdateSchema, access },
    ({ c, body, auth, lang }) => updateMedia(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminMediaDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: MediaDeleteSchema, access },
    async ({ c, body, auth, lang }) => {
      const { db, files } = c.get("deps");
      await deleteMedia(db, files, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );

  portalCall(r, { path: P.mediaInfo, data: MediaInfoSchema.nullable(), schema: MediaInfoRequestSchema, access: "public" }, ({ c, body }) =>
    mediaInfo(c.get("deps").db, body.url),
  );
  return r;
}
