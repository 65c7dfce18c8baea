/**
 * The portal calls visitors' pages make from the browser: news paging, the contact form, the
 * session. Part of PORTAL_PATHS (schemas/portal-paths.ts), which the server and the back office use;
 * visitor code imports this short list instead, so the ~150 other paths (most of them the back
 * office's) stay out of every page's script (decision 158's budget).
 */
export const VISITOR_PATHS = {
  currentUser: "/api/portal/user/getCurrentUserInfo",
  logout: "/api/portal/user/logout",
  newsList: "/api/portal/content/news/list",
  newsById: "/api/portal/content/news/getById",
  newsNeighbor: "/api/portal/content/news/neighbor",
  newsRelated: "/api/portal/content/news/relatedList",
  newsYears: "/api/portal/content/news/yearList",
  messageSubmit: "/api/portal/content/message/submit",
} as const;
