import type { BannerData } from "./index";

export const bannerSample: BannerData = {
  banners: [
    {
      id: 1,
      position: "index",
      title: "高活性乳铁蛋白，源自新鲜牛乳",
      titleEn: "High-Activity Lactoferrin, Naturally from Milk",
      subtitle: "低温工艺，纯度 ≥95%",
      subtitleEn: "Cold process, purity of 95% or more",
      image: "/demo/banner-1.svg",
      imageFocus: null,
      phoneImage: "",
      phoneImageFocus: null,
      overlay: 70,
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
      imageFocus: null,
      phoneImage: "",
      phoneImageFocus: null,
      overlay: 70,
      link: "/testingServices/",
      sort: 2,
    },
  ],
};
