import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../layout/toast/toast-store";
import { sessionStorageApi } from "../session/storage";
import { portal, setLoginNavigator } from "./browser-portal";

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of toastStore.getSnapshot()) toastStore.close(toast.id);
  document.head.querySelector('meta[name="portal-api-url"]')?.remove();
});

describe("browser portal", () => {
  it("on 000004 clears token and user info from localStorage and goes to /login", async () => {
    sessionStorageApi.setToken("t1");
    sessionStorageApi.setUserInfo({ id: 7, nickname: "Li" });
    const goToLogin = vi.fn();
    setLoginNavigator(goToLogin);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "000004", message: "expired", data: null }, { status: 401 })),
    );

    await expect(portal.post("/api/portal/user/getCurrentUserInfo")).rejects.toMatchObject({ code: "000004" });
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("userInfo")).toBeNull();
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it("sends the stored token and the page language", async () => {
    document.documentElement.lang = "en-US";
    sessionStorageApi.setToken("abc");
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ code: "000000", message: "", data: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await portal.post("/api/portal/content/configData/website");
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ accessToken: "abc", lang: "en-US" });
  });

  it("uses the fallback message in the page language", async () => {
    document.documentElement.lang = "en-US";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "000099", message: "", data: null })),
    );
    await expect(portal.post("/x")).rejects.toThrow("Request failed, please retry");
  });

  it("opens an error toast with the server's message, or with the translated fallback", async () => {
    document.documentElement.lang = "zh-CN";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "000006", message: "数据已被他人修改", data: null })),
    );
    await expect(portal.post("/x")).rejects.toThrow("数据已被他人修改");
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ type: "error", message: "数据已被他人修改" })]);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>bad gateway</html>", { status: 502 })),
    );
    await expect(portal.post("/x")).rejects.toThrow("请求失败，请重试");
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain("请求失败，请重试");
  });

  it("sends requests to the base URL of the portal-api-url meta tag (PORTAL_API_URL), else to the same origin", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ code: "000000", message: "", data: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await portal.post("/api/portal/content/banner/getList");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/portal/content/banner/getList");

    const meta = document.createElement("meta");
    meta.name = "portal-api-url";
    meta.content = "https://portal.example.com/";
    document.head.append(meta);
    await portal.post("/api/portal/content/banner/getList");
    expect(fetchMock.mock.calls[1]?.[0]).toBe("https://portal.example.com/api/portal/content/banner/getList");
  });
});
