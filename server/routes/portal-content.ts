import { Hono } from "hono";
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
import { MessageSubmitRequestSchema } from "../../schemas/message";
import { PageBySlugRequestSchema } from "../../schemas/page";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { listBanners } from "../services/banners";
import { getColumn } from "../services/columns";
import { listData, pageData } from "../services/content-data";
import { submitMessage } from "../services/messages";
import { getNews, listNews, newsNeighbors, newsYears, relatedNews } from "../services/news";
import { getPublishedPage } from "../services/pages";
import { getPolicy } from "../services/policies";
import { readSiteSettings, toWebsiteInfo } from "../services/site-settings";
import { listConsultClasses, listRegions } from "../services/taxonomy";

/** The public content calls of spec §7, served from the database. Paths are absolute. */
export function portalContentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = (c: { get(k: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps").db;

  portalCall(r, P.website, EmptyRequestSchema, async ({ c, lang }) => toWebsiteInfo(await readSiteSettings(db(c)), lang));
  portalCall(r, P.consultClass, EmptyRequestSchema, ({ c }) => listConsultClasses(db(c)));
  portalCall(r, P.countryArea, EmptyRequestSchema, ({ c }) => listRegions(db(c), "country"));
  portalCall(r, P.provinceList, EmptyRequestSchema, ({ c }) => listRegions(db(c), "province"));
  portalCall(r, P.bannerList, BannerListRequestSchema, ({ c, body }) => listBanners(db(c), body.position));
  portalCall(r, P.columnByCode, ColumnByCodeRequestSchema, ({ c, body }) => getColumn(db(c), body.columnCode));
  portalCall(r, P.policyByCode, PolicyByCodeRequestSchema, ({ c, body }) => getPolicy(db(c), body.code));
  portalCall(r, P.newsList, NewsListRequestSchema, ({ c, body }) => listNews(db(c), body));
  portalCall(r, P.newsById, IdRequestSchema, ({ c, body }) => getNews(db(c), body.id));
  portalCall(r, P.newsNeighbor, IdRequestSchema, ({ c, body }) => newsNeighbors(db(c), body.id));
  portalCall(r, P.newsRelated, NewsRelatedRequestSchema, ({ c, body }) => relatedNews(db(c), body.id, body.size));
  portalCall(r, P.newsYears, NewsYearListRequestSchema, ({ c, body }) => newsYears(db(c), body.code));
  portalCall(r, P.dataList, DataListRequestSchema, ({ c, body }) => listData(db(c), body.columnCode));
  portalCall(r, P.dataPageList, DataPageListRequestSchema, ({ c, body }) => pageData(db(c), body));
  portalCall(r, P.pageBySlug, PageBySlugRequestSchema, ({ c, body }) => getPublishedPage(db(c), body.slug));
  portalCall(r, P.messageSubmit, MessageSubmitRequestSchema, async ({ c, body, lang }) => {
    const stored = await submitMessage(db(c), body, { lang, clientAddress: clientAddress(c) });
    if (!stored) c.get("log").info("message honeypot filled; dropped");
    return null;
  });
  return r;
}
