import type { ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import type { UserInfo } from "../../schemas/entities";
import type { RootData } from "../root-data";
import { SessionContext } from "../session/session-context";

const info: NonNullable<RootData["websiteInfo"]> = {
  siteName: "安乳生物",
  footerHeadline: "让每一克乳铁蛋白都保有活性",
  footerSubheadline: "从原料选择到检测报告，我们与您一起把好品质关。",
  logo: { url: "/demo/logo-white.svg", alt: "安乳生物标志" },
  colorfulLogo: { url: "/demo/logo-color.svg", alt: "安乳生物标志" },
  icon: { url: "/favicon.ico" },
  copyrightInfo: "© 2026 安乳生物科技（江苏）有限公司 版权所有",
  recordNo: "苏ICP备2026012345号-1",
  recordUrl: "https://beian.miit.gov.cn/",
  contactPhone: "400-820-6688",
  siteAddress: "江苏省南通市海门区滨江大道1288号",
  email: "service@anru-bio.example",
  weixinImg: { url: "/demo/qr-weixin.svg", alt: "微信二维码" },
  douyinImg: { url: "/demo/qr-douyin.svg", alt: "抖音二维码" },
  xiaohongshuImg: { url: "/demo/qr-xiaohongshu.svg", alt: "小红书二维码" },
  weiboLink: "https://weibo.com/",
};

/** Story-only frame: the root route's data and a route id (which decides the header's look). */
export function LayoutStoryFrame({ routeId, user = null, children }: { routeId: string; user?: UserInfo | null; children: ReactNode }) {
  const data: RootData = {
    lang: "zh",
    websiteInfo: info,
    classList: [
      { code: "company", name: "公司新闻", nameEn: "Company news" },
      { code: "science", name: "科普知识", nameEn: "Lactoferrin science" },
    ],
    firstDetectionStepId: 1,
    publicPortalUrl: "",
    origin: "http://localhost:6006",
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => data,
      Component: () => (
        <SessionContext.Provider value={{ user, logout: async () => {} }}>
          <Outlet />
        </SessionContext.Provider>
      ),
      children: [
        {
          id: routeId,
          index: true,
          Component: () => <div style={{ minHeight: 320, background: routeId === "index" ? "#5c1027" : "#fff" }}>{children}</div>,
        },
      ],
    },
  ]);
  return <Stub />;
}
