import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebsiteInfo } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { type RootData, useRootData } from "../root-data";
import { STORAGE_KEYS } from "./storage";
import { usePersistSiteData } from "./use-persist-site-data";

const image = { url: "/x.svg", alt: "" };
const info = (siteName: string): WebsiteInfo => ({
  siteName,
  footerHeadline: "",
  footerSubheadline: "",
  logo: image,
  colorfulLogo: image,
  icon: { url: "/favicon.ico" },
  copyrightInfo: "",
  recordNo: "",
  recordUrl: "",
  contactPhone: "400-820-6688",
  siteAddress: "",
  email: "",
  weixinImg: image,
  douyinImg: image,
  xiaohongshuImg: image,
  weiboLink: "",
});
const classes = [{ code: "company", name: "公司新闻", nameEn: "Company news" }];

/** A root route like root.tsx: persists what its loader sent and shows what the header would. */
function visit(data: Partial<RootData> & { lang: Lang }, onRender = () => {}) {
  function App() {
    usePersistSiteData();
    const root = useRootData();
    onRender();
    return (
      <p data-testid="site">
        {root?.websiteInfo?.siteName ?? "no site info"} | {root?.classList.map((c) => c.nameEn).join(",") || "no classes"}
      </p>
    );
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ websiteInfo: null, classList: [], firstDetectionStepId: null, publicPortalUrl: "", ...data }),
      Component: App,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("websiteInfo and classList in localStorage (spec §3)", () => {
  it("are stored from the root data, then read back on a later visit whose site data failed to load", async () => {
    const first = visit({ lang: "en", websiteInfo: info("Anru Bio"), classList: classes });
    expect(await screen.findByText("Anru Bio | Company news")).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.websiteInfo) ?? "{}")).toMatchObject({ siteName: "Anru Bio", lang: "en" }),
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.classList) ?? "[]")).toEqual(classes);
    first.unmount();

    visit({ lang: "en" });
    expect(await screen.findByText("Anru Bio | Company news")).toBeInTheDocument();
  });

  it("fresh data wins over what is stored, and replaces it", async () => {
    window.localStorage.setItem(STORAGE_KEYS.websiteInfo, JSON.stringify({ ...info("Old name"), lang: "en" }));
    visit({ lang: "en", websiteInfo: info("New name"), classList: classes });
    expect(await screen.findByText("New name | Company news")).toBeInTheDocument();
    // The write happens in an effect after the render, so wait for it rather than assume its timing.
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.websiteInfo) ?? "{}").siteName).toBe("New name"));
  });

  it("stored site config in another language is not shown; the category list (both names) is", async () => {
    window.localStorage.setItem(STORAGE_KEYS.websiteInfo, JSON.stringify({ ...info("安乳生物"), lang: "zh" }));
    window.localStorage.setItem(STORAGE_KEYS.classList, JSON.stringify(classes));
    visit({ lang: "en" });
    expect(await screen.findByText("no site info | Company news")).toBeInTheDocument();
  });

  it("a page whose site data loaded is not rendered again when that data is stored (decision 109)", async () => {
    let renders = 0;
    visit({ lang: "en", websiteInfo: info("Anru Bio"), classList: classes }, () => renders++);
    expect(await screen.findByText("Anru Bio | Company news")).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.classList)).not.toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(renders).toBe(1);
  });
});
