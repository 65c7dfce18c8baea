import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStorageApi } from "../session/storage";
import { portal, setLoginNavigator } from "./browser-portal";

afterEach(() => vi.unstubAllGlobals());

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
});
