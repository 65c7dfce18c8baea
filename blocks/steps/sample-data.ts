import type { DataListData } from "../data-list-request";
import { sampleItem } from "../sample-item";

export const stepsSample: DataListData = {
  items: [
    sampleItem(
      1,
      "detectionStep",
      { zh: "在线提交", en: "Submit Online" },
      { zh: "填写样品信息并选择检测项目。", en: "Describe the sample and choose the tests." },
    ),
    sampleItem(
      2,
      "detectionStep",
      { zh: "寄送样品", en: "Ship the Sample" },
      { zh: "在包裹上写明送检编号。", en: "Write the inspection number on the package." },
    ),
    sampleItem(
      3,
      "detectionStep",
      { zh: "查看报告", en: "Read the Report" },
      { zh: "检测完成后在线下载报告。", en: "Download the report once testing is done." },
    ),
  ],
};
