import { Hono } from "hono";
import { z } from "zod";
import {
  AdminBannerSchema,
  AdminCategorySchema,
  AdminIdSchema,
  AdminMessageSchema,
  AdminNewsRowSchema,
  AdminNewsSchema,
  AdminPolicyRowSchema,
  AdminPolicySchema,
  AdminSiteSettingsSchema,
  BannerInputSchema,
  BannerListSchema,
  BannerUpdateSchema,
  CategoryInputSchema,
  CategoryListSchema,
  CategoryUpdateSchema,
  CONTENT_ROLES,
  CreatedIdSchema,
  MessageListSchema,
  MessageStatusAnswerSchema,
  MessageStatusSchema,
  NewsInputSchema,
  NewsListSchema,
  NewsRestoreSchema,
  NewsUpdateSchema,
  NewsVersionDetailSchema,
  NewsVersionGetSchema,
  NewsVersionListSchema,
  NewsVersionSummarySchema,
  PolicyCodeSchema,
  PolicyUpdateSchema,
  SiteSettingsUpdateSchema,
  VersionedIdSchema,
} from "../../schemas/admin-content";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { NoDataSchema } from "../../schemas/envelope";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createBanner, deleteBanner, getBannerForStaff, listBannersForStaff, updateBanner } from "../admin/banners-admin";
import { createCategory, deleteCategory, listCategories, updateCategory } from "../admin/categories-admin";
import { deleteMessage, listMessages, setMessageStatus } from "../admin/messages-admin";
import { createNews, deleteNews, getNewsForStaff, listNewsForStaff, restoreNews, updateNews } from "../admin/news-admin";
import { getNewsVersion, listNewsVersions } from "../admin/news-versions";
import {
  getPolicyForStaff,
  getSiteSettingsForStaff,
  listPolicies,
  updatePolicy,
  updateSiteSettings,
} from "../admin/settings-policies-admin";
import type { AppEnv } from "../http/app-env";
import { portalCall } from "../http/portal-call";

/** The back office's collections (roles editor and admin): news, categories, banners, site settings, policies, messages. */
export function adminCollectionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = CONTENT_ROLES;

  portalCall(r, { path: P.adminNewsList, data: pageOf(AdminNewsRowSchema), schema: NewsListSchema, access }, ({ c, body }) =>
    listNewsForStaff(c.get("deps").db, body),
  );
  portalCall(r, { path: P.adminNewsGet, data: AdminNewsSchema, codes: ["notFound"], schema: AdminIdSchema, access }, ({ c, body }) =>
    getNewsForStaff(c.get("deps").db, body.id),
  );
  portalCall(r, { path: P.adminNewsCreate, data: AdminNewsSchema, schema: NewsInputSchema, access }, ({ c, body, auth, lang }) =>
    createNews(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminNewsUpdate, data: AdminNewsSchema, codes: ["notFound", "conflict"], schema: NewsUpdateSchema, access },
    ({ c, body, auth, lang }) => updateNews(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminNewsDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: VersionedIdSchema, access },
    async ({ c, body, auth, lang }) => {
      await deleteNews(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );
  portalCall(
    r,
    { path: P.adminNewsVersions, data: pageOf(NewsVersionSummarySchema), codes: ["notFound"], schema: NewsVersionListSchema, access },
    ({ c, body }) => listNewsVersions(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminNewsVersion, data: NewsVersionDetailSchema, codes: ["notFound"], schema: NewsVersionGetSchema, access },
    ({ c, body }) => getNewsVersion(c.get("deps").db, body.id, body.number),
  );
  portalCall(
    r,
    { path: P.adminNewsRestore, data: AdminNewsSchema, codes: ["notFound", "conflict"], schema: NewsRestoreSchema, access },
    ({ c, body, auth, lang }) => restoreNews(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );

  portalCall(r, { path: P.adminCategoryList, data: pageOf(AdminCategorySchema), schema: CategoryListSchema, access }, ({ c, body }) =>
    listCategories(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminCategoryCreate, data: CreatedIdSchema, codes: ["conflict"], schema: CategoryInputSchema, access },
    async ({ c, body, auth, lang }) => ({
      id: await createCategory(c.get("deps").db, body, { actorId: auth.user.id, lang }),
    }),
  );
  portalCall(
    r,
    { path: P.adminCategoryUpdate, data: NoDataSchema, codes: ["notFound", "conflict"], schema: CategoryUpdateSchema, access },
    async ({ c, body, auth, lang }) => {
      await updateCategory(c.get("deps").db, body, { actorId: auth.user.id, lang });
      return null;
    },
  );
  portalCall(
    r,
    { path: P.adminCategoryDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: VersionedIdSchema, access },
    async ({ c, body, auth, lang }) => {
      await deleteCategory(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );

  portalCall(r, { path: P.adminBannerList, data: pageOf(AdminBannerSchema), schema: BannerListSchema, access }, ({ c, body }) =>
    listBannersForStaff(c.get("deps").db, body),
  );
  portalCall(r, { path: P.adminBannerGet, data: AdminBannerSchema, codes: ["notFound"], schema: AdminIdSchema, access }, ({ c, body }) =>
    getBannerForStaff(c.get("deps").db, body.id),
  );
  portalCall(r, { path: P.adminBannerCreate, data: AdminBannerSchema, schema: BannerInputSchema, access }, ({ c, body, auth, lang }) =>
    createBanner(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminBannerUpdate, data: AdminBannerSchema, codes: ["notFound", "conflict"], schema: BannerUpdateSchema, access },
    ({ c, body, auth, lang }) => updateBanner(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminBannerDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: VersionedIdSchema, access },
    async ({ c, body, auth, lang }) => {
      await deleteBanner(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );

  portalCall(
    r,
    { path: P.adminSettingsGet, data: AdminSiteSettingsSchema, codes: ["notFound"], schema: EmptyRequestSchema, access },
    ({ c }) => getSiteSettingsForStaff(c.get("deps").db),
  );
  portalCall(
    r,
    {
      path: P.adminSettingsUpdate,
      data: AdminSiteSettingsSchema,
      codes: ["notFound", "conflict"],
      schema: SiteSettingsUpdateSchema,
      access,
    },
    ({ c, body, auth, lang }) => updateSiteSettings(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );

  portalCall(r, { path: P.adminPolicyList, data: z.array(AdminPolicyRowSchema), schema: EmptyRequestSchema, access }, ({ c }) =>
    listPolicies(c.get("deps").db),
  );
  portalCall(r, { path: P.adminPolicyGet, data: AdminPolicySchema, codes: ["notFound"], schema: PolicyCodeSchema, access }, ({ c, body }) =>
    getPolicyForStaff(c.get("deps").db, body.code),
  );
  portalCall(
    r,
    { path: P.adminPolicyUpdate, data: AdminPolicySchema, codes: ["notFound", "conflict"], schema: PolicyUpdateSchema, access },
    ({ c, body, auth, lang }) => updatePolicy(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );

  portalCall(r, { path: P.adminMessageList, data: pageOf(AdminMessageSchema), schema: MessageListSchema, access }, ({ c, body }) =>
    listMessages(c.get("deps").db, body),
  );
  portalCall(
    r,
    {
      path: P.adminMessageSetStatus,
      data: MessageStatusAnswerSchema,
      codes: ["notFound", "conflict"],
      schema: MessageStatusSchema,
      access,
    },
    ({ c, body, auth, lang }) => setMessageStatus(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminMessageDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: VersionedIdSchema, access },
    async ({ c, body, auth, lang }) => {
      await deleteMessage(c.get("deps").db, body.id, body.version, { actorId: auth.user.id, lang });
      return null;
    },
  );
  return r;
}
