/** Every route path of spec §2, built in one place. */
const withHash = (path: string, anchor?: string) => (anchor ? `${path}#${anchor}` : path);

export type UserTab = "detecting" | "detectedCompleted" | "editorialMaterial";

export const paths = {
  home: () => "/",
  about: (anchor?: string) => withHash("/about/", anchor),
  protein: (anchor?: string) => withHash("/protein/", anchor),
  testingServices: () => "/testingServices/",
  sampleTesting: () => "/sampleTesting/",
  consult: (code?: string) => (code ? `/consult/?code=${encodeURIComponent(code)}` : "/consult/"),
  consultDetail: (id: number | string) => `/consult/${id}`,
  contact: (anchor?: string) => withHash("/contact/", anchor),
  login: () => "/login/",
  user: (tab?: UserTab) => (tab ? `/user/?tab=${tab}` : "/user/"),
  dataComparison: () => "/dataComparison",
  detectionSteps: (id: number | string) => `/detectionSteps/${id}`,
  privacy: () => "/privacy/",
  disclaimer: () => "/disclaimer/",
};
