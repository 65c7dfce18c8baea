import type { ColumnData } from "./index";

export const columnSample: ColumnData = {
  column: {
    columnCode: "about",
    columnTitle: "关于我们",
    columnDesc: "专注高活性乳铁蛋白十余年。",
    columnKeyword: "乳铁蛋白",
    image: "/demo/banner-3.svg",
    imageFocus: null,
    phoneImage: "",
    phoneImageFocus: null,
    overlay: 70,
    customFieldList: JSON.stringify([
      { field: "columnTitleEn", value: "About Us" },
      { field: "columnDescEn", value: "More than a decade of high-activity lactoferrin." },
      { field: "columnKeywordEn", value: "lactoferrin" },
    ]),
  },
};
