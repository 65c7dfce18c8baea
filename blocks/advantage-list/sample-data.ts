import type { DataListData } from "../data-list-request";
import { sampleItem } from "../sample-item";

export const advantageListSample: DataListData = {
  items: [
    sampleItem(
      1,
      "advantage",
      { zh: "纯度 ≥95%", en: "Purity of 95% or More" },
      { zh: "SDS-PAGE 纯度 ≥95%。", en: "SDS-PAGE purity of at least 95%." },
    ),
    sampleItem(
      2,
      "advantage",
      { zh: "铁饱和度可控", en: "Controlled Iron Saturation" },
      { zh: "标准级 10%–20%。", en: "10–20% in the standard grade." },
    ),
    sampleItem(3, "advantage", { zh: "全程低温", en: "Cold Throughout" }, { zh: "全程 4°C 以下。", en: "Below 4°C from start to finish." }),
  ],
};
