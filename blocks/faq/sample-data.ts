import type { DataListData } from "../data-list-request";
import { sampleItem } from "../sample-item";

export const faqSample: DataListData = {
  items: [
    sampleItem(
      1,
      "faq",
      { zh: "送检需要多少样品？", en: "How much sample do I need to send?" },
      { zh: "每项检测约 20 克。", en: "About 20 g per test." },
    ),
    sampleItem(
      2,
      "faq",
      { zh: "多久出报告？", en: "When is the report ready?" },
      { zh: "常规检测 5 个工作日。", en: "Five working days for routine tests." },
    ),
  ],
};
