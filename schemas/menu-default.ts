import type { MenuEntry, MenuItem, MenuLink, SiteMenu } from "./menu";

// No zod here: the site's header falls back to this menu when the portal does not answer.

const item = (id: string, zh: string, en: string, link: MenuLink): MenuItem => ({ id, label: { zh, en }, link, visible: true });
const anchor = (route: "about" | "protein" | "contact", name: string): MenuLink => ({ kind: "anchor", route, anchor: name });

/** The five top-level entries of spec §2 with their sub-links: the menu until an editor saves one. */
function defaultTree(): MenuEntry[] {
  return [
    {
      ...item("about", "关于我们", "About us", { kind: "route", route: "about" }),
      newsCategories: false,
      children: [
        item("about-introduce", "公司简介", "Introduction", anchor("about", "introduce")),
        item("about-advantage", "核心优势", "Advantages", anchor("about", "advantage")),
        item("about-mission", "使命愿景", "Mission", anchor("about", "mission")),
        item("about-problem", "常见问题", "FAQ", anchor("about", "problem")),
      ],
    },
    {
      ...item("protein", "产品介绍", "Products", { kind: "route", route: "protein" }),
      newsCategories: false,
      children: [
        item("protein-introduce", "产品简介", "Overview", anchor("protein", "introduce")),
        item("protein-ingredient", "成分指标", "Specifications", anchor("protein", "ingredient")),
        item("protein-application", "应用领域", "Applications", anchor("protein", "application")),
        item("protein-advantage", "产品优势", "Advantages", anchor("protein", "advantage")),
        item("protein-problem", "常见问题", "FAQ", anchor("protein", "problem")),
      ],
    },
    {
      ...item("testingServices", "检测服务", "Testing services", { kind: "route", route: "testingServices" }),
      newsCategories: false,
      children: [
        item("ts-overview", "服务概览", "Overview", { kind: "route", route: "testingServices" }),
        item("ts-sample", "样品送检", "Sample testing", { kind: "route", route: "sampleTesting" }),
        item("ts-steps", "检测步骤", "Detection steps", { kind: "route", route: "detectionSteps" }),
        item("ts-compare", "数据对比", "Data comparison", { kind: "route", route: "dataComparison" }),
      ],
    },
    { ...item("consult", "新闻资讯", "News", { kind: "route", route: "consult" }), newsCategories: true, children: [] },
    {
      ...item("contact", "联系我们", "Contact us", { kind: "route", route: "contact" }),
      newsCategories: false,
      children: [item("contact-leave", "在线留言", "Leave a message", anchor("contact", "leaveMessage"))],
    },
  ];
}

/** The built-in menu: the header and the footer show the same tree. */
export function defaultSiteMenu(): SiteMenu {
  return { header: defaultTree(), footer: defaultTree() };
}
