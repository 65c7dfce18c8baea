import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The routes of spec §2; ids are the spec's route names. Each module is its own lazily loaded chunk. */
export default [
  // Visitors' pages: no runtime CSS, no Chakra (decision 115).
  index("routes/home.tsx", { id: "index" }),
  route("about", "routes/about.tsx", { id: "about" }),
  route("protein", "routes/protein.tsx", { id: "protein" }),
  route("testingServices", "routes/testing-services.tsx", { id: "testingServices" }),
  route("consult", "routes/consult.tsx", { id: "consult" }),
  route("consult/:id", "routes/consult-detail.tsx", { id: "consultDetail" }),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("detectionSteps/:id", "routes/detection-steps.tsx", { id: "detectionSteps" }),
  route("privacy", "routes/privacy.tsx", { id: "privacy" }),
  route("disclaimer", "routes/disclaimer.tsx", { id: "disclaimer" }),
  // The public check of a printed report (decision 155).
  route("verify", "routes/verify.tsx", { id: "verify" }),
  // A draft shown through a link an editor shared (decision 194).
  route("preview", "routes/page-preview.tsx", { id: "pagePreview" }),
  // Pages editors create in the back office.
  route("p/:slug", "routes/custom-page.tsx", { id: "customPage" }),
  // The customer's pages: CSS modules and Ark UI's headless parts, no Chakra (issue 23, decision 210).
  route("sampleTesting", "routes/sample-testing.tsx", { id: "sampleTesting" }),
  route("login", "routes/login.tsx", { id: "login" }),
  route("user", "routes/user.tsx", { id: "user" }),
  route("dataComparison", "routes/data-comparison.tsx", { id: "dataComparison" }),
  // The back office and the page editor are built with Chakra, loaded with these routes only.
  layout("routes/chakra-layout.tsx", { id: "chakra" }, [
    // Back office (staff roles): not a public route of the spec.
    // The page editor takes the whole width: outside the back office's menu, with its own role check.
    route("admin/pages/:slug", "routes/admin-page-editor.tsx", { id: "adminPageEditor" }),
    route("admin/sections/:id", "routes/admin-section-editor.tsx", { id: "adminSectionEditor" }),
    route("admin", "routes/admin-layout.tsx", { id: "admin" }, [
      index("routes/admin-home.tsx", { id: "adminHome" }),
      route("lab", "routes/admin-lab.tsx", { id: "adminLab" }),
      route("pages", "routes/admin-pages.tsx", { id: "adminPages" }),
      route("menu", "routes/admin-menu.tsx", { id: "adminMenu" }),
      route("news", "routes/admin-news.tsx", { id: "adminNews" }),
      route("news/:id", "routes/admin-news-edit.tsx", { id: "adminNewsEdit" }),
      route("categories", "routes/admin-categories.tsx", { id: "adminCategories" }),
      route("banners", "routes/admin-banners.tsx", { id: "adminBanners" }),
      route("media", "routes/admin-media.tsx", { id: "adminMedia" }),
      route("columns", "routes/admin-columns.tsx", { id: "adminColumns" }),
      route("column-items", "routes/admin-column-items.tsx", { id: "adminColumnItems" }),
      route("settings", "routes/admin-settings.tsx", { id: "adminSettings" }),
      route("policies/:code?", "routes/admin-policies.tsx", { id: "adminPolicies" }),
      route("messages", "routes/admin-messages.tsx", { id: "adminMessages" }),
      route("users", "routes/admin-users.tsx", { id: "adminUsers" }),
      route("mail", "routes/admin-mail.tsx", { id: "adminMail" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
