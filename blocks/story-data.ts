import type { Banner, Column, DataItem, NewsSummary, Policy } from "../schemas/entities";
import type { Page } from "../schemas/paging";

/** Sample portal data for stories and render tests (the shapes the portal returns). */
export const sampleBanners: Banner[] = [
  {
    id: 1,
    position: "index",
    title: "高活性乳铁蛋白，源自新鲜牛乳",
    titleEn: "High-Activity Lactoferrin, Naturally from Milk",
    subtitle: "低温工艺，纯度 ≥95%",
    subtitleEn: "Cold process, purity of 95% or more",
    image: "/demo/banner-1.svg",
    link: "/protein/",
    sort: 1,
  },
  {
    id: 2,
    position: "index",
    title: "专业乳铁蛋白检测",
    titleEn: "Professional Lactoferrin Testing",
    subtitle: "在线送检，进度实时可查",
    subtitleEn: "Submit online and follow progress live",
    image: "/demo/banner-2.svg",
    link: "/testingServices/",
    sort: 2,
  },
];

const item = (id: number, columnCode: string, zh: string, en: string, summaryZh: string, summaryEn: string): DataItem => ({
  id,
  columnCode,
  title: zh,
  titleEn: en,
  summary: summaryZh,
  summaryEn,
  content: `<p>${summaryZh}</p>`,
  contentEn: `<p>${summaryEn}</p>`,
  image: "",
  link: "",
  sort: id,
  publishTime: "2026-01-05T00:00:00.000Z",
});

export const sampleItems: DataItem[] = [
  item(1, "advantage", "纯度 ≥95%", "Purity of 95% or More", "SDS-PAGE 纯度 ≥95%。", "SDS-PAGE purity of at least 95%."),
  item(2, "advantage", "铁饱和度可控", "Controlled Iron Saturation", "标准级 10%–20%。", "10–20% in the standard grade."),
  item(3, "advantage", "全程低温", "Cold Throughout", "全程 4°C 以下。", "Below 4°C from start to finish."),
];

export const sampleColumn: Column = {
  columnCode: "about",
  columnTitle: "关于我们",
  columnDesc: "专注高活性乳铁蛋白十余年。",
  columnKeyword: "乳铁蛋白",
  image: "/demo/banner-3.svg",
  customFieldList: JSON.stringify([
    { field: "columnTitleEn", value: "About Us" },
    { field: "columnDescEn", value: "More than a decade of high-activity lactoferrin." },
    { field: "columnKeywordEn", value: "lactoferrin" },
  ]),
};

export const sampleNews: Page<NewsSummary> = {
  pageNum: 1,
  pageSize: 3,
  total: 2,
  list: [
    {
      id: 1,
      classCode: "company",
      title: "新生产线投产",
      titleEn: "New Production Line Opens",
      summary: "年产能提升至 60 吨。",
      summaryEn: "Annual capacity rises to 60 tonnes.",
      cover: "/demo/news-1.svg",
      publishTime: "2026-03-01T00:00:00.000Z",
    },
    {
      id: 2,
      classCode: "science",
      title: "什么是铁饱和度？",
      titleEn: "What Is Iron Saturation?",
      summary: "一文读懂乳铁蛋白的铁饱和度。",
      summaryEn: "Iron saturation of lactoferrin, explained.",
      cover: "/demo/news-2.svg",
      publishTime: "2025-11-12T00:00:00.000Z",
    },
  ],
};

export const samplePolicy: Policy = {
  code: "privacy",
  title: "隐私政策",
  titleEn: "Privacy Policy",
  content: "<p>我们只收集提供服务所需的信息。</p>",
  contentEn: "<p>We collect only what we need to provide our services.</p>",
  updateTime: "2026-01-01T00:00:00.000Z",
};

/** Data for each data-driven block type, keyed by the names its registration's `data` uses. */
export const sampleDataByType: Record<string, Record<string, unknown>> = {
  banner: { banners: sampleBanners },
  column: { column: sampleColumn },
  advantageList: { items: sampleItems },
  applicationGrid: { items: sampleItems },
  faq: { items: sampleItems },
  steps: { items: sampleItems },
  newsList: { news: sampleNews },
  policy: { policy: samplePolicy },
};
