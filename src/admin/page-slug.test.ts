import { describe, expect, it } from "vitest";
import { PageSlugSchema } from "../../schemas/page";
import { slugify, suggestSlug } from "./page-slug";

describe("the address suggested for a new page", () => {
  it("spells a Chinese title in pinyin without tones, keeping digits and Latin words", async () => {
    expect(await suggestSlug({ zh: "乳铁蛋白选购指南", en: "" })).toEqual({ slug: "ru-tie-dan-bai-xuan-gou-zhi-nan", source: "pinyin" });
    expect((await suggestSlug({ zh: "2026 年 LF 检测优惠！", en: "" })).slug).toBe("2026-nian-lf-jian-ce-you-hui");
    // ü is written v in addresses (lǜ → lv), as pinyin input methods do.
    expect((await suggestSlug({ zh: "绿色", en: "" })).slug).toBe("lv-se");
  });

  it("prefers the English title when there is one", async () => {
    expect(await suggestSlug({ zh: "乳铁蛋白选购指南", en: "Lactoferrin: a buyer's guide" })).toEqual({
      slug: "lactoferrin-a-buyer-s-guide",
      source: "en",
    });
    expect(await suggestSlug({ zh: " ", en: "" })).toEqual({ slug: "", source: null });
  });

  it("always gives an address the portal accepts, at most 80 characters", async () => {
    expect(slugify("Café  Crème — été")).toBe("cafe-creme-ete");
    const long = await suggestSlug({ zh: "乳铁蛋白".repeat(20), en: "" });
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug.endsWith("-")).toBe(false);
    for (const s of [long.slug, slugify("--Hello, World--"), (await suggestSlug({ zh: "产品·介绍（新）", en: "" })).slug])
      expect(PageSlugSchema.safeParse(s).success, s).toBe(true);
  });
});
