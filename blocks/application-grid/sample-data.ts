import type { DataListData } from "../data-list-request";
import { sampleItem } from "../sample-item";

export const applicationGridSample: DataListData = {
  items: [
    sampleItem(
      1,
      "application",
      { zh: "婴幼儿配方食品", en: "Infant Formula" },
      { zh: "接近母乳的营养设计。", en: "Formulas closer to breast milk." },
    ),
    sampleItem(
      2,
      "application",
      { zh: "膳食补充剂", en: "Dietary Supplements" },
      { zh: "片剂、胶囊与粉剂。", en: "Tablets, capsules and powders." },
    ),
    sampleItem(3, "application", { zh: "化妆品", en: "Cosmetics" }, { zh: "温和的护肤配方。", en: "Gentle skin-care formulas." }),
  ],
};
