/** The portal's call paths (spec §7), named once for the client, the server and the tests. */
export const PORTAL_PATHS = {
  dataList: "/api/portal/content/data/list",
  dataPageList: "/api/portal/content/data/pageList",
  bannerList: "/api/portal/content/banner/getList",
  currentUser: "/api/portal/user/getCurrentUserInfo",
  website: "/api/portal/content/configData/website",
  modifyUser: "/api/portal/user/modifyUserInfo",
  inspectInsert: "/api/portal/sent/inspect/insert",
  provinceList: "/api/portal/user/provinceList",
  columnByCode: "/api/portal/content/column/getByCode",
  ossToken: "/api/portal/base/file/getOssToken",
  countryArea: "/api/portal/content/configData/countryArea",
  policyByCode: "/api/portal/content/policy/getByCode",
  newsList: "/api/portal/content/news/list",
  newsById: "/api/portal/content/news/getById",
  newsNeighbor: "/api/portal/content/news/neighbor",
  newsRelated: "/api/portal/content/news/relatedList",
  newsYears: "/api/portal/content/news/yearList",
  consultClass: "/api/portal/content/configData/consultClass",
  logout: "/api/portal/user/logout",
} as const;
export type PortalPath = (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];
