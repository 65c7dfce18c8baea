import { describe, expect, it } from "vitest";
import { detectLang } from "./detect-lang";
import { langCookie } from "./lang-cookie";

const req = (headers: Record<string, string>) => new Request("http://x/", { headers });

describe("language detection", () => {
  it("the cookie wins over Accept-Language", () => {
    expect(detectLang(req({ cookie: "a=1; lang=en", "accept-language": "zh-CN" }))).toBe("en");
    expect(detectLang(req({ cookie: "lang=zh", "accept-language": "en-US" }))).toBe("zh");
  });

  it("without a valid cookie, Accept-Language decides", () => {
    expect(detectLang(req({ "accept-language": "zh-CN,zh;q=0.9" }))).toBe("zh");
    expect(detectLang(req({ cookie: "lang=fr", "accept-language": "en" }))).toBe("en");
    expect(detectLang(req({}))).toBe("en");
  });

  it("?lang= wins over the cookie and Accept-Language; an unknown value is ignored", () => {
    const at = (url: string, headers: Record<string, string>) => detectLang(new Request(url, { headers }));
    expect(at("http://x/about/?lang=en", { cookie: "lang=zh", "accept-language": "zh-CN" })).toBe("en");
    expect(at("http://x/about/?lang=zh-CN", { cookie: "lang=en" })).toBe("zh");
    expect(at("http://x/about/?lang=fr", { cookie: "lang=zh" })).toBe("zh");
  });

  it("the cookie lasts 365 days on path / with SameSite=Lax", () => {
    expect(langCookie("zh")).toBe("lang=zh; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
