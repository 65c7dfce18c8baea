import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConsultClassSchema, UserInfoSchema, WebsiteInfoSchema } from "../../schemas/entities";
import { isConsultClassList, isUserInfo, isWebsiteInfo } from "../../src/session/stored-shapes";

const site = {
  siteName: "S",
  footerHeadline: "",
  footerSubheadline: "",
  logo: { url: "/l.svg", alt: "L" },
  colorfulLogo: { url: "/c.svg" },
  icon: { url: "/i.ico" },
  copyrightInfo: "©",
  recordNo: "",
  recordUrl: "",
  contactPhone: "1",
  siteAddress: "A",
  email: "e@x",
  weixinImg: { url: "/w.svg", alt: "" },
  douyinImg: { url: "/d.svg", alt: "" },
  xiaohongshuImg: { url: "/x.svg", alt: "" },
  weiboLink: "",
};

/** The hand-written guards must agree with the zod schemas they stand in for (in the browser). */
describe("stored shapes agree with the entity schemas", () => {
  it("website info: the same verdict for a valid record and for records with one field broken", () => {
    const cases: unknown[] = [site, null, [], "x", { ...site, icon: { alt: "x" } }];
    for (const key of Object.keys(site)) {
      cases.push({ ...site, [key]: 1 }, { ...site, [key]: undefined }, { ...site, [key]: { url: 2 } });
    }
    for (const c of cases) expect(isWebsiteInfo(c), JSON.stringify(c)).toBe(WebsiteInfoSchema.safeParse(c).success);
  });

  it("user info and the category list, on arbitrary JSON", () => {
    const loose = UserInfoSchema.loose();
    const list = z.array(ConsultClassSchema);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(isUserInfo(v)).toBe(loose.safeParse(v).success);
        expect(isConsultClassList(v)).toBe(list.safeParse(v).success);
      }),
    );
    const samples = [
      { id: 3, nickname: "Ann", company: "X" },
      { id: 3.5, nickname: "Ann" },
      { id: "3", nickname: "Ann" },
      [{ code: null, name: "a", nameEn: "b" }],
      [{ code: "c", name: "a" }],
    ];
    for (const v of samples) {
      expect(isUserInfo(v)).toBe(loose.safeParse(v).success);
      expect(isConsultClassList(v)).toBe(list.safeParse(v).success);
    }
  });
});
