import { type ReactNode, useEffect } from "react";
import { createRoutesStub, Outlet } from "react-router";
import type { UserInfo } from "../../schemas/entities";
import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";
import type { RootData } from "../root-data";
import { SessionContext } from "../session/session-context";

type WebsiteInfo = NonNullable<RootData["websiteInfo"]>;

const shared = {
  logo: { url: "/demo/logo-white.svg", alt: "" },
  colorfulLogo: { url: "/demo/logo-color.svg", alt: "" },
  icon: { url: "/favicon.ico" },
  recordNo: "苏ICP备2026012345号-1",
  recordUrl: "https://beian.miit.gov.cn/",
  contactPhone: "400-820-6688",
  email: "service@anru-bio.example",
  weiboLink: "https://weibo.com/",
};

/** Website info as the portal answers it in each language (the demo content's values). */
const INFO: Record<Lang, WebsiteInfo> = {
  zh: {
    ...shared,
    siteName: "安乳生物",
    footerHeadline: "让每一克乳铁蛋白都保有活性",
    footerSubheadline: "从原料选择到检测报告，我们与您一起把好品质关。",
    logo: { ...shared.logo, alt: "安乳生物标志" },
    colorfulLogo: { ...shared.colorfulLogo, alt: "安乳生物标志" },
    copyrightInfo: "© 2026 安乳生物科技（江苏）有限公司 版权所有",
    siteAddress: "江苏省南通市海门区临江新区生物医药产业园滨江大道 1288 号",
    weixinImg: { url: "/demo/qr-weixin.svg", alt: "扫码关注安乳生物微信公众号" },
    douyinImg: { url: "/demo/qr-douyin.svg", alt: "扫码关注安乳生物抖音号" },
    xiaohongshuImg: { url: "/demo/qr-xiaohongshu.svg", alt: "扫码关注安乳生物小红书" },
  },
  en: {
    ...shared,
    siteName: "Anru Biotech",
    footerHeadline: "Keeping every gram of lactoferrin active",
    footerSubheadline: "From raw material to test report, we safeguard quality together with you.",
    logo: { ...shared.logo, alt: "Anru Biotech logo" },
    colorfulLogo: { ...shared.colorfulLogo, alt: "Anru Biotech logo" },
    copyrightInfo: "© 2026 Anru Biotech (Jiangsu) Co., Ltd. All rights reserved.",
    siteAddress: "No. 1288 Binjiang Avenue, Biomedical Industrial Park, Linjiang New Area, Haimen District, Nantong, Jiangsu, China",
    weixinImg: { url: "/demo/qr-weixin.svg", alt: "Scan to follow Anru Biotech on WeChat" },
    douyinImg: { url: "/demo/qr-douyin.svg", alt: "Scan to follow Anru Biotech on Douyin" },
    xiaohongshuImg: { url: "/demo/qr-xiaohongshu.svg", alt: "Scan to follow Anru Biotech on Xiaohongshu (RED)" },
  },
};

const CLASS_LIST: RootData["classList"] = [
  { code: "company", name: "公司新闻", nameEn: "Company News" },
  { code: "industry", name: "行业动态", nameEn: "Industry News" },
  { code: "science", name: "科普知识", nameEn: "Lactoferrin Science" },
  { code: null, name: "内部公告", nameEn: "Internal Notices" },
];

/** Scrolls the story's window once mounted: the header reads the real scroll position. */
function ScrollTo({ y }: { y: number }) {
  useEffect(() => {
    window.scrollTo(0, y);
    return () => window.scrollTo(0, 0);
  }, [y]);
  return null;
}

/**
 * Story-only frame: the root route's data in the story's language and a route id (which decides
 * the header's look). `scrollY` scrolls a tall page to show the header's scrolled variants.
 */
export function LayoutStoryFrame({
  routeId,
  user = null,
  scrollY = 0,
  children,
}: {
  routeId: string;
  user?: UserInfo | null;
  scrollY?: number;
  children: ReactNode;
}) {
  const lang = parseLang(useTranslation().i18n.language) ?? "zh";
  const data: RootData = {
    lang,
    websiteInfo: INFO[lang],
    classList: CLASS_LIST,
    menu: null,
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
          Component: () => (
            <div
              style={{
                minHeight: scrollY > 0 ? scrollY + 2000 : 320,
                background: routeId === "index" || routeId === "login" ? "linear-gradient(#5c1027, #3d0a1a 900px, #f7f7f7 900px)" : "#fff",
              }}
            >
              {children}
              {scrollY > 0 && <ScrollTo y={scrollY} />}
            </div>
          ),
        },
      ],
    },
  ]);
  // A new stub per language, so the loader's data follows the toolbar.
  return <Stub key={lang} />;
}
