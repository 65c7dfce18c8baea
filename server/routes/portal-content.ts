import { Hono } from "hono";
import { z } from "zod";
import {
  BannerListRequestSchema,
  ColumnByCodeRequestSchema,
  DataListRequestSchema,
  DataPageListRequestSchema,
  EmptyRequestSchema,
  IdRequestSchema,
  NewsListRequestSchema,
  NewsRelatedRequestSchema,
  NewsYearListRequestSchema,
  PolicyByCodeRequestSchema,
} from "../../schemas/content-requests";
import {
  BannerSchema,
  ColumnSchema,
  ConsultClassSchema,
  DataItemSchema,
  NewsDetailSchema,
  NewsNeighborSchema,
  NewsSummarySchema,
  PolicySchema,
  RegionSchema,
  WebsiteInfoSchema,
} from "../../schemas/entities";
import { NoDataSchema } from "../../schemas/envelope";
import { SiteMenuSchema } from "../../schemas/menu";
import { MessageSubmitRequestSchema } from "../../schemas/message";
import { PageBySlugRequestSchema, PublishedPageSchema } from "../../schemas/page";
import { PagePreviewRequestSchema, PagePreviewSchema } from "../../schemas/page-share";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { listBanners } from "../services/banners";
import { getColumn } from "../services/columns";
import { listData, pageData } from "../services/content-data";
import { submitMessage } from "../services/messages";
import { getNews, listNews, newsNeighbors, newsYears, relatedNews } from "../services/news";
import { openShareLink } from "../services/page-share";
import { getPublishedPage } from "../services/pages";
import { getPolicy } from "../services/policies";
import { publicSiteMenu } from "../services/site-menu";
import { readSiteSettings, toWebsiteInfo } from "../services/site-settings";
import { listConsultClasses, listRegions } from "../services/taxonomy";

/** The public content calls of spec §7, served from the database. Paths are absolute. */
export function portalContentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = (c: { get(k: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps").db;

  portalCall(
    r,
    { path: P.website, data: WebsiteInfoSchema, codes: ["notFound"], schema: EmptyRequestSchema, access: "public" },
    async ({ c, lang }) => toWebsiteInfo(await readSiteSettings(db(c)), lang),
  );
  portalCall(r, { path: P.consultClass, data: z.array(ConsultClassSchema), schema: EmptyRequestSchema, access: "public" }, ({ c }) =>
    listConsultClasses(db(c)),
  );
  portalCall(r, { path: P.countryArea, data: z.array(RegionSchema), schema: EmptyRequestSchema, access: "public" }, ({ c }) =>
    listRegions(db(c), "country"),
  );
  portalCall(r, { path: P.provinceList, data: z.array(RegionSchema), schema: EmptyRequestSchema, access: "public" }, ({ c }) =>
    listRegions(db(c), "province"),
  );
  portalCall(r, { path: P.bannerList, data: z.array(BannerSchema), schema: BannerListRequestSchema, access: "public" }, ({ c, body }) =>
    listBanners(db(c), body.position),
  );
  portalCall(
    r,
    { path: P.columnByCode, data: ColumnSchema, codes: ["notFound"], schema: ColumnByCodeRequestSchema, access: "public" },
    ({ c, body }) => getColumn(db(c), body.columnCode),
  );
  portalCall(
    r,
    { path: P.policyByCode, data: PolicySchema, codes: ["notFound"], schema: PolicyByCodeRequestSchema, access: "public" },
    ({ c, body }) => getPolicy(db(c), body.code),
  );
  portalCall(r, { path: P.newsList, data: pageOf(NewsSummarySchema), schema: NewsListRequestSchema, access: "public" }, ({ c, body }) =>
    listNews(db(c), body),
  );
  portalCall(
    r,
    { path: P.newsById, data: NewsDetailSchema, codes: ["notFound"], schema: IdRequestSchema, access: "public" },
    ({ c, body }) => getNews(db(c), body.id),
  );
  portalCall(
    r,
    { path: P.newsNeighbor, data: NewsNeighborSchema, codes: ["notFound"], schema: IdRequestSchema, access: "public" },
    ({ c, body }) => newsNeighbors(db(c), body.id),
  );
  portalCall(
    r,
    { path: P.newsRelated, data: z.array(NewsSummarySchema), codes: ["notFound"], schema: NewsRelatedRequestSchema, access: "public" },
    ({ c, body }) => relatedNews(db(c), body.id, body.size),
  );
  portalCall(
    r,
    { path: P.newsYears, data: z.array(z.number().int()), schema: NewsYearListRequestSchema, access: "public" },
    ({ c, body }) => newsYears(db(c), body.code),
  );
  portalCall(r, { path: P.dataList, data: z.array(DataItemSchema), schema: DataListRequestSchema, access: "public" }, ({ c, body }) =>
    listData(db(c), body.columnCode),
  );
  portalCall(
    r,
    { path: P.dataPageList, data: pageOf(DataItemSchema), schema: DataPageListRequestSchema, access: "public" },
    ({ c, body }) => pageData(db(c), body),
  );
  portalCall(
    r,
    { path: P.pageBySlug, data: PublishedPageSchema, codes: ["notFound"], schema: PageBySlugRequestSchema, access: "public" },
    ({ c, body }) => getPublishedPage(db(c), body.slug),
  );
  portalCall(
    r,
    { path: P.pagePreview, data: PagePreviewSchema, codes: ["notFound"], schema: PagePreviewRequestSchema, access: "public" },
    ({ c, body }) => openShareLink(db(c), c.get("deps").secrets, body.token),
  );
  portalCall(r, { path: P.menu, data: SiteMenuSchema, schema: EmptyRequestSchema, access: "public" }, ({ c }) => publicSiteMenu(db(c)));
  portalCall(
    r,
    { path: P.messageSubmit, data: NoDataSchema, codes: ["rateLimited"], schema: MessageSubmitRequestSchema, access: "public" },
    async ({ c, body, lang }) => {
      const stored = await submitMessage(db(c), body, { lang, clientAddress: clientAddress(c) });
      if (!stored) c.get("log").info("message honeypot filled; dropped");
      return null;
    },
  );
  return r;
}
