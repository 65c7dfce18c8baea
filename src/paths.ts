/** Every route path of spec §2, built in one place. */
const withHash = (path: string, anchor?: string) => (anchor ? `${path}#${anchor}` : path);

/** An on-site path to return to, or "/" (no other origins, no protocol-relative `//host`, no login loop). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/login")) return "/";
  return value;
}

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
  /** `redirect`: where to return after logging in (an on-site path; anything else is ignored). */
  login: (redirect?: string) =>
    redirect && safeRedirect(redirect) !== "/" ? `/login/?redirect=${encodeURIComponent(redirect)}` : "/login/",
  user: (tab?: UserTab) => (tab ? `/user/?tab=${tab}` : "/user/"),
  dataComparison: () => "/dataComparison",
  detectionSteps: (id: number | string) => `/detectionSteps/${id}`,
  privacy: () => "/privacy/",
  disclaimer: () => "/disclaimer/",
  /** A page an editor created. */
  customPage: (slug: string) => `/p/${slug}`,
  /** Back office (roles editor, lab and admin). */
  admin: () => "/admin",
  adminLab: () => "/admin/lab",
};
