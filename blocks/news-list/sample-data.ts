import type { NewsListData } from "./index";

export const newsListSample: NewsListData = {
  news: {
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
        coverFocus: null,
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
        coverFocus: null,
        publishTime: "2025-11-12T00:00:00.000Z",
      },
    ],
  },
};
